import type { Exchange } from './exchange';
import { redactExchange } from './redaction';

const BODY_LIMIT = 8 * 1024;

/** The exchanges of one test, redacted as they are recorded, so nothing unredacted is ever kept. */
export class EvidenceLog {
  readonly exchanges: Exchange[] = [];

  constructor(private readonly secrets: readonly string[]) {}

  record(exchange: Exchange): Exchange {
    const redacted = redactExchange(exchange, this.secrets);
    const cut = (body: string | undefined) =>
      body !== undefined && body.length > BODY_LIMIT ? `${body.slice(0, BODY_LIMIT)}… [${body.length - BODY_LIMIT} more characters]` : body;
    redacted.request.body = cut(redacted.request.body);
    if (redacted.response) redacted.response.body = cut(redacted.response.body);
    this.exchanges.push(redacted);
    return redacted;
  }

  requestIds(): string[] {
    return this.exchanges.flatMap((e) => (e.requestId ? [e.requestId] : []));
  }
}
