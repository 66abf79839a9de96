import type { Exchange } from '../../kit/http/exchange';
import { reproCommand } from '../repro-command';
import { duration } from './format';
import { html, type Markup } from './markup';

/** What a repro command needs to know of the run: its base URLs and environment. */
export interface ReproContext {
  baseUrls: Record<string, string>;
  env: string;
}

/** One request and its answer, as captured (and redacted) by the kit. Bodies are untrusted: only ever escaped. */
export function exchangeView(exchange: Exchange, repro: ReproContext): Markup {
  const { request, response } = exchange;
  const startedAt = html`<time datetime="${exchange.startedAt}">${exchange.startedAt}</time>`;
  const responseBlocks = response
    ? html`${headersBlock(response.headers)}${bodyBlock('Response body', response.body)}`
    : '';
  return html`<div class="exchange">
  <p class="line"><strong>${request.method}</strong> <code class="url">${request.url}</code>
    → <strong class="http-status">${response ? response.status : 'no answer'}</strong></p>
  <dl class="facts">
    <dt>X-Request-Id</dt><dd><code>${exchange.requestId ?? '(not sent)'}</code></dd>
    <dt>Time</dt><dd>${startedAt}, ${duration(exchange.durationMs)}</dd>
    ${exchange.error ? html`<dt>Transport error</dt><dd>${exchange.error}</dd>` : ''}
  </dl>
  <div class="sides">
    <div><h6>Request headers</h6>${headersBlock(request.headers)}${bodyBlock('Request body', request.body)}</div>
    ${response ? html`<div><h6>Response headers</h6>${responseBlocks}</div>` : ''}
  </div>
  <div class="repro"><h6>Reproduce <button type="button" class="copy" title="Copy the command">copy</button></h6>
    <pre class="command">${reproCommand(exchange, repro.baseUrls, repro.env)}</pre>
    <p class="note">Credentials are placeholders: export the variables named, or replace them.</p></div>
</div>`;
}

function headersBlock(headers: Record<string, string>): Markup {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return html`<pre class="headers">${lines.length ? lines.join('\n') : '(none)'}</pre>`;
}

function bodyBlock(label: string, body: string | undefined): Markup {
  if (body === undefined || body === '') return html``;
  return html`<h6>${label}</h6><pre class="body">${prettyJson(body)}</pre>`;
}

/** JSON bodies indented for reading; anything else as it came. */
function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
