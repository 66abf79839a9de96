import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { checkoutPage } from './checkout-page';
import { Clock, clockScopeOf } from './clock';
import { buildControlApp } from './control';
import { envNames, type EnvName, type Environment, type PartnerCredentials } from './environment';
import { faults, type FaultName } from './faults';
import type { MockReading } from './readings';
import { hostedCheckoutPage } from './hosted-checkout-page';
import { acceptJsonBodies } from './json-body';
import { mutateJsonAnswers } from './json-answers';
import { legacyId } from './orders';
import { seedOrders } from './seed-orders';
import { EnvironmentState } from './state';
import { hostedApi } from './surfaces/hosted/api';
import { legacyApi } from './surfaces/legacy/api';
import { nativeApi } from './surfaces/native/api';
import { seamsOf } from './variations';
import type { ResponseMutant, Seams } from './seams';
import { orderVolumeRows, type OrderVolume } from './order-volumes';
import { realServiceRows } from './real-service';

export const defaultCredentials: Record<EnvName, string> = {
  sandbox: 'mock-sandbox-api-credential',
  production: 'mock-production-api-credential',
};
/** The /api signing secrets of the signed Bearer form; public test values too. */
export const defaultApiSecrets: Record<EnvName, string> = {
  sandbox: 'mock-sandbox-api-secret',
  production: 'mock-production-api-secret',
};
/** Hosted Checkout, HMAC and webhook credentials; public test values, like the /api ones. */
export const defaultPartnerCredentials: Record<EnvName, PartnerCredentials> = {
  sandbox: {
    apiKey: 'mock-sandbox-api-key',
    partnerRef: 'mock-partner-sandbox',
    hmacKey: 'mock-sandbox-hmac-key',
    hmacSecret: 'mock-sandbox-hmac-secret',
    webhookSecret: 'mock-sandbox-webhook-secret',
  },
  production: {
    apiKey: 'mock-production-api-key',
    partnerRef: 'mock-partner-production',
    hmacKey: 'mock-production-hmac-key',
    hmacSecret: 'mock-production-hmac-secret',
    webhookSecret: 'mock-production-webhook-secret',
  },
};
/** KYC sharing "must be enabled on the account": the sandbox account has it, the production one not yet. */
export const defaultKycSharing: Record<EnvName, boolean> = { sandbox: true, production: false };
export const defaultPortBase = 4010;
export const defaultHost = '127.0.0.1';

/** The partner account each environment's orders belong to. */
const accountIds: Record<EnvName, string> = {
  sandbox: '5b0d9a4e-6c1f-4f8e-9d2a-1e7c3b8a5f01',
  production: '9c2e7f13-3a8b-4d6e-b1f0-7e4a2c9d8b52',
};

export type Listener = EnvName | 'control';

export interface MockOptions {
  /** The faults to turn on (no two may set the same seam); none: the faithful service. */
  faults?: readonly FaultName[];
  /** Answer as the real service does where it differs from the document (mock/real-service.ts). */
  realService?: boolean | readonly string[];
  /** Readings of open choices (mock/readings.ts), one per row at most; none: the faithful defaults. */
  readings?: readonly MockReading[];
  /** The /api credential per environment. */
  credentials?: Partial<Record<EnvName, string>>;
  /** The /api signing secret per environment (the signed Bearer form). */
  apiSecrets?: Partial<Record<EnvName, string>>;
  /**
   * Hosted Checkout x-api-key and partnerRef, HMAC key and secret, webhook secret per environment; each field defaults
   * on its own.
   */
  partnerCredentials?: Partial<Record<EnvName, Partial<PartnerCredentials>>>;
  /** Whether KYC sharing is enabled per environment. */
  kycSharing?: Partial<Record<EnvName, boolean>>;
  /** Response bodies broken at a JSON pointer (the mutant matrix, tests/mutants/); none: the faithful answers. */
  responseMutants?: readonly ResponseMutant[];
  /**
   * The order history of each environment (mock/order-volumes.ts): 'large' is a real sandbox's volume; default
   * 'default'.
   */
  orderVolume?: OrderVolume;
  /** Base addresses checkout URLs use; startMock sets them from the real listeners. */
  baseUrls?: Partial<Record<EnvName, string>>;
  /**
   * Told of each seam the instance reads, at build and per request: the fault matrix runs for a fault only the probes
   * that read one of its seams (a probe that reads none of them runs the same with the fault as without).
   */
  onSeamRead?: (seam: keyof Seams) => void;
}

export interface Mock {
  /** The faults' names, for whoever prints or probes the instance; their behaviour is in the environments' seams. */
  faults: readonly FaultName[];
  clock: Clock;
  environments: Record<EnvName, Environment>;
  apps: Record<Listener, FastifyInstance>;
  /** How many places of its answers the response mutants changed (the seam responseMutants), both environments. */
  mutated: { count: number };
  /** Both environments back to the seed, the clock back to real time. */
  reset(): void;
}

function buildEnvironmentApp(env: Environment, mutated: { count: number }): FastifyInstance {
  const app = Fastify({ logger: false });
  acceptJsonBodies(app);
  // A request's clock scope, for its hooks and its handler: entered again once the body is read, as a body read in
  // several chunks may come back outside it (as @fastify/request-context does).
  const enterClockScope = (request: FastifyRequest, _reply: unknown, done: () => void) =>
    env.clock.within(clockScopeOf(request.headers), done);
  app.addHook('onRequest', enterClockScope);
  app.addHook('preValidation', enterClockScope);
  addVacuityHooks(app, env);
  if (env.seams.responseMutants.length) app.addHook('onSend', mutateJsonAnswers(env.seams.responseMutants, mutated));
  app.addHook('onSend', async (request, reply, payload) => {
    const requestId = request.headers['x-request-id'];
    if (typeof requestId === 'string' && requestId !== '') reply.header('x-request-id', requestId);
    return payload;
  });
  app.register(legacyApi(env), { prefix: '/api' });
  app.register(checkoutPage(env));
  app.register(hostedApi(env));
  app.register(hostedCheckoutPage(env));
  app.register(nativeApi(env));
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `nothing at ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}

/** The vacuity faults' seams (mock/faults/vacuity.ts): whole answers replaced, before or after the routes. */
function addVacuityHooks(app: FastifyInstance, env: Environment): void {
  const blanket = env.seams.everyRequestAnswered[env.name];
  if (blanket !== undefined) app.addHook('onRequest', async (_request, reply) => reply.code(blanket).send());
  if (env.seams.nativeRefusesEverything) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/eapi/v0/'))
        await reply.code(422).send({ error: { code: 4002, message: 'Validation error' } });
    });
  }
  if (env.seams.apiListsEmptied || env.seams.errorBodies === 'html') {
    app.addHook('onSend', async (request, reply, payload) => {
      if (env.seams.errorBodies === 'html' && reply.statusCode >= 400 && reply.statusCode < 500) {
        reply.header('content-type', 'text/html; charset=utf-8');
        return `<!doctype html><html><body><h1>Error ${reply.statusCode}</h1></body></html>`;
      }
      if (
        env.seams.apiListsEmptied &&
        request.url.startsWith('/api/') &&
        reply.statusCode === 200 &&
        typeof payload === 'string'
      ) {
        const body = JSON.parse(payload) as { data?: Record<string, unknown> };
        for (const key of Object.keys(body.data ?? {})) if (Array.isArray(body.data![key])) body.data![key] = [];
        return JSON.stringify(body);
      }
      return payload;
    });
  }
}

/** The fields that are set, so an undefined override keeps the default. */
function definedFields<T extends object>(fields: Partial<T> | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The apps of one mock instance, not listening: use app.inject, or startMock for ports. */
export function buildMock(options: MockOptions = {}): Mock {
  const credentials: Record<EnvName, string> = {
    sandbox: options.credentials?.sandbox ?? defaultCredentials.sandbox,
    production: options.credentials?.production ?? defaultCredentials.production,
  };
  if (credentials.sandbox === credentials.production) {
    throw new Error('the sandbox and production credentials must differ');
  }
  const apiSecrets: Record<EnvName, string> = { ...defaultApiSecrets, ...definedFields(options.apiSecrets) };
  const partners: Record<EnvName, PartnerCredentials> = {
    sandbox: { ...defaultPartnerCredentials.sandbox, ...definedFields(options.partnerCredentials?.sandbox) },
    production: { ...defaultPartnerCredentials.production, ...definedFields(options.partnerCredentials?.production) },
  };
  for (const field of ['apiKey', 'hmacKey'] as const) {
    if (partners.sandbox[field] === partners.production[field]) {
      throw new Error(`the sandbox and production ${field === 'apiKey' ? 'API keys' : 'HMAC keys'} must differ`);
    }
  }
  const mutants = options.responseMutants?.length
    ? [{ name: 'response mutants', seams: { responseMutants: options.responseMutants } }]
    : [];
  const seams = observed(
    seamsOf(options.readings ?? [], [
      ...faults.filter((fault) => options.faults?.includes(fault.name)),
      ...realServiceRows(options.realService),
      ...mutants,
      ...orderVolumeRows(options.orderVolume),
    ]),
    options.onSeamRead,
  );
  const clock = new Clock();
  const startedAtMs = Date.now();
  const environment = (name: EnvName, index: number): Environment => ({
    name,
    credential: credentials[name],
    otherCredential: credentials[name === 'sandbox' ? 'production' : 'sandbox'],
    apiSecret: apiSecrets[name],
    otherApiSecret: apiSecrets[name === 'sandbox' ? 'production' : 'sandbox'],
    partner: partners[name],
    otherPartner: partners[name === 'sandbox' ? 'production' : 'sandbox'],
    kycSharing: options.kycSharing?.[name] ?? defaultKycSharing[name],
    baseUrl: options.baseUrls?.[name] ?? `http://${defaultHost}:${defaultPortBase + index}`,
    accountId: legacyId(accountIds[name], seams),
    clock,
    state: new EnvironmentState(() => seedOrders(name, startedAtMs, seams)),
    seams,
  });
  const environments = { sandbox: environment('sandbox', 0), production: environment('production', 1) };
  const mock: Omit<Mock, 'apps' | 'mutated'> = {
    faults: options.faults ?? [],
    clock,
    environments,
    reset() {
      clock.reset();
      for (const name of envNames) environments[name].state.reset();
    },
  };
  const mutated = { count: 0 };
  const apps = {
    sandbox: buildEnvironmentApp(environments.sandbox, mutated),
    production: buildEnvironmentApp(environments.production, mutated),
    control: buildControlApp(mock),
  };
  return { ...mock, apps, mutated };
}

/** The seams as they are, or behind a proxy that tells `onSeamRead` of every seam read or asked for. */
function observed(seams: Seams, onSeamRead?: (seam: keyof Seams) => void): Seams {
  if (!onSeamRead) return seams;
  return new Proxy(seams, {
    get(target, key, receiver) {
      if (typeof key === 'string') onSeamRead(key as keyof Seams);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      if (typeof key === 'string') onSeamRead(key as keyof Seams);
      return Reflect.has(target, key);
    },
  });
}

export interface StartOptions extends MockOptions {
  host?: string;
  /** Sandbox at N, production at N+1, control at N+2; default 4010. */
  portBase?: number;
  /** Explicit port per listener, 0 for any free one; wins over portBase. */
  ports?: Partial<Record<Listener, number>>;
}

export interface RunningMock {
  urls: Record<Listener, string>;
  mock: Mock;
  close(): Promise<void>;
}

const listeners: readonly Listener[] = ['sandbox', 'production', 'control'];

/** Builds one instance and listens on loopback; the URLs are the real ones, also with port 0. */
export async function startMock(options: StartOptions = {}): Promise<RunningMock> {
  const host = options.host ?? defaultHost;
  const portBase = options.portBase ?? defaultPortBase;
  const mock = buildMock(options);
  const started: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(started.map((app) => app.close()));
  };
  const urls = {} as Record<Listener, string>;
  try {
    for (const [index, name] of listeners.entries()) {
      const app = mock.apps[name];
      await app.listen({ host, port: options.ports?.[name] ?? portBase + index });
      started.push(app);
      const address = app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : portBase + index;
      urls[name] = `http://${host}:${port}`;
      if (name !== 'control' && options.baseUrls?.[name] === undefined) mock.environments[name].baseUrl = urls[name];
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, mock, close };
}
