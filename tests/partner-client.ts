import { createHmac } from 'node:crypto';

/**
 * A partner's /api client, written from ../shared/reference/real-service-notes.md the way the public SDKs build their
 * requests, and on purpose with nothing from kit/: its own query serialisation, body and signature.
 */
export interface PartnerCall {
  method: 'GET' | 'POST';
  /** From the root, with its leading slash: /api/prices. */
  path: string;
  /** Serialised as the SDKs do: numbers as they print, an empty string kept as `name=`. */
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

export interface PartnerKeys {
  key: string;
  secret: string;
}

/** Ways the token may not fit the request it comes with. */
export type Spoiled = 'wrong-signature' | 'other-body' | 'other-path';

const hexHmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** The URL and fetch options of one call: Authorization: Bearer <key>:<signature>:<nonce>. */
export function partnerRequest(
  baseUrl: string,
  call: PartnerCall,
  keys: PartnerKeys,
  spoiled?: Spoiled,
  nowMs = Date.now(),
) {
  const search = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  const uri = `${call.path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const nonce = String(nowMs);
  const signedUri = spoiled === 'other-path' ? uri.replace(/^api\//, 'api/other/') : uri;
  const signedBody =
    spoiled === 'other-body' ? JSON.stringify({ ...call.body, account_reference: 'someone-else' }) : body;
  const payload = [call.method, signedUri, nonce, ...(signedBody === undefined ? [] : [signedBody])].join('\n');
  const signature = hexHmac(spoiled === 'wrong-signature' ? `${keys.secret}-not` : keys.secret, payload);
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${keys.key}:${signature}:${nonce}`,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return { url: `${baseUrl}/${uri}`, init: { method: call.method, headers, body } };
}

export async function partnerCall(baseUrl: string, call: PartnerCall, keys: PartnerKeys, spoiled?: Spoiled) {
  const { url, init } = partnerRequest(baseUrl, call, keys, spoiled);
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    text,
    json: (() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    })(),
  };
}
