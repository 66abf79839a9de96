import type { Credentials, EnvironmentCredentials } from '../../kit/config/credentials';
import type { EnvName, HmacScheme } from '../../kit/config/target-config';
import type { PassedExchange } from './forwarding';
import type { CredentialKind, PathSurface, SeenExchange, SentCredential } from '../../kit/proxy/traffic';

export type { CredentialKind, PathSurface, SeenExchange, SentCredential } from '../../kit/proxy/traffic';

/** Which surface's credential each field is (KYC sharing signs with the Native API's HMAC pair). */
const FIELD_SURFACES: Record<keyof EnvironmentCredentials, readonly PathSurface[]> = {
  apiCredential: ['legacy'],
  apiSecret: ['legacy'],
  apiKey: ['hosted'],
  partnerRef: ['hosted'],
  hmacKey: ['native', 'kyc-sharing'],
  hmacSecret: ['native', 'kyc-sharing'],
  webhookSecret: [],
};

/** The credential kind each surface takes (Authentication, the table). */
export const SURFACE_KIND: Partial<Record<PathSurface, CredentialKind>> = {
  legacy: 'bearer',
  hosted: 'x-api-key',
  native: 'hmac',
  'kyc-sharing': 'hmac',
};

export function fieldSurfaces(field: keyof EnvironmentCredentials): readonly PathSurface[] {
  return FIELD_SURFACES[field];
}

export function pathSurface(path: string): PathSurface {
  if (path.startsWith('/api/')) return 'legacy';
  if (path.startsWith('/eapi/')) return 'native';
  if (/^(\/[^/]+)?\/v2\/identities\/token\/share$/.test(path)) return 'kyc-sharing';
  if (/^\/[^/]+\/v2\//.test(path)) return 'hosted';
  return 'other';
}

function routeOf(path: string, surface: PathSurface): string {
  if (surface === 'hosted' || surface === 'kyc-sharing') return path.replace(/^\/[^/]+\/v2\//, '/{partnerRef}/v2/');
  return path.replace(/^(\/eapi\/v0\/identities\/)[^/]+/, '$1{identityReference}');
}

/** Seen with the run's credentials and HMAC scheme, then dropped: what leaves here holds no credential value. */
export function seen(passed: PassedExchange, credentials: Credentials, hmac: HmacScheme): SeenExchange {
  const url = new URL(passed.url, 'http://proxy.invalid');
  const surface = pathSurface(url.pathname);
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  return {
    n: passed.n,
    at: passed.at,
    end: passed.end,
    method: passed.method,
    path: url.pathname,
    query,
    surface,
    route: routeOf(url.pathname, surface),
    credentials: credentialsIn(passed.headers, credentials, hmac),
    ...mediaType(passed.headers['content-type']),
    ...(passed.truncated ? { truncated: true as const } : {}),
    body: json(passed.body, passed.headers['content-type']),
    status: passed.status,
    retryAfterMs: retryAfter(passed.answerHeaders['retry-after']),
    answer: json(passed.answer, passed.answerHeaders['content-type']),
    ...(passed.injected ? { injected: true as const } : {}),
  };
}

function credentialsIn(headers: Record<string, string>, credentials: Credentials, hmac: HmacScheme): SentCredential[] {
  const hmacHeaders = new Set([hmac.keyHeader, hmac.signatureHeader].map((name) => name.toLowerCase()));
  const known = Object.entries(credentials).flatMap(([env, own]) =>
    (Object.entries(own ?? {}) as [string, string | undefined][])
      .filter(([field, value]) => field !== 'partnerRef' && value && value.length >= 8)
      .map(([field, value]) => ({
        env: env as EnvName,
        field: field as keyof EnvironmentCredentials,
        value: value as string,
      })),
  );
  const sent: SentCredential[] = [];
  for (const [header, value] of Object.entries(headers)) {
    const kind: CredentialKind | undefined =
      header === 'x-api-key'
        ? 'x-api-key'
        : hmacHeaders.has(header)
          ? 'hmac'
          : header === 'authorization'
            ? /^bearer\s/i.test(value)
              ? 'bearer'
              : value.startsWith(`${hmac.authorizationPrefix} `)
                ? 'hmac'
                : undefined
            : undefined;
    const owner = known.find((credential) => value.includes(credential.value));
    if (kind || owner)
      sent.push({
        header,
        ...(kind ? { kind } : {}),
        ...(owner ? { owner: { env: owner.env, field: owner.field } } : {}),
      });
  }
  return sent;
}

/** The media type alone: its parameters (charset, boundary) are no part of what PTR-ORDERS-JSON reads. */
function mediaType(header: string | undefined): { contentType?: string } {
  const type = header?.split(';')[0].trim().toLowerCase();
  return type ? { contentType: type } : {};
}

function json(bytes: Buffer, contentType: string | undefined): unknown {
  if (!bytes.length || !/json/i.test(contentType ?? 'application/json')) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

function retryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const when = Date.parse(value);
  return Number.isNaN(when) ? undefined : Math.max(0, when - Date.now());
}
