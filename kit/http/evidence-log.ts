import type { Exchange } from './exchange';
import { redactExchange } from './redaction';
import type { Answered } from '../relations/answered-exchange';

const BODY_LIMIT = 8 * 1024;

/** The exchanges of one test, redacted as they are recorded, so nothing unredacted is ever kept. */
export class EvidenceLog {
  readonly exchanges: Exchange[] = [];
  /**
   * Each answered request with its bodies parsed whole, for the relation checker (kit/relations); never written out.
   */
  readonly answered: Answered[] = [];

  constructor(private readonly secrets: readonly string[]) {}

  /** With `parsed`, the request's and the answer's JSON as sent and received, before the evidence cuts them. */
  record(exchange: Exchange, parsed?: { requestJson: unknown; answerJson: unknown }): Exchange {
    const redacted = redactExchange(exchange, this.secrets);
    const cut = (body: string | undefined) =>
      body !== undefined && body.length > BODY_LIMIT
        ? `${body.slice(0, BODY_LIMIT)}… [${body.length - BODY_LIMIT} more characters]`
        : body;
    redacted.request.body = cut(redacted.request.body);
    if (redacted.response) redacted.response.body = cut(redacted.response.body);
    this.exchanges.push(redacted);
    if (parsed) this.answered.push({ exchange: redacted, ...parsed });
    return redacted;
  }

  requestIds(): string[] {
    return this.exchanges.flatMap((e) => (e.requestId ? [e.requestId] : []));
  }
}
