import { randomUUID } from 'node:crypto';
import type { AssumptionId } from '../../rules/assumptions';
import { assumptionById } from '../../rules/assumptions';
import type { HmacScheme, TargetConfig } from '../config/target-config';
import { hmacCandidates, hmacValues } from './hmac-candidates';
import type { Answer, SurfaceClient } from '../http/surface-client';
import type { Delivery, WebhookReceiver } from '../webhooks/receiver';
import type { ControlClient } from '../control/control-client';
import type { Verdict } from '../webhooks/verify';
import { validateResponse } from '../validation';
import { isObject } from '../checks/response';
import { namesDirection } from '../legacy/payment-methods';
import { fiatAmountsByMethod } from '../legacy/prices';
import { positionsFrom } from '../legacy/orders-page';
import { LAG_READS } from '../legacy/fresh-list';
import { isoDate } from '../config/read-target';
import { readingOfBody, type BodyRow } from '../relations/body-readings';
import { nameVerdict } from '../relations/world-names';
import { countryNames, currencyName, isWorldCode, usStateName } from '../../rules/world';
import { priceTie, type ArithmeticTolerance } from '../relations/price-arithmetic';

/**
 * What a probe found: a reading and the answers that show it (for a row of values, the values of its keys), or why it
 * could not tell.
 */
export type Finding =
  { reading: string; answers: Answer[]; values?: Record<string, string> } | { undetermined: string };

/** The surfaces a probe may use; absent when their credential is not configured. */
export interface ProbeClients {
  target: TargetConfig;
  /** /api with a static Bearer credential, and with the signed token (when *_API_SECRET is set). */
  legacyStatic?: SurfaceClient;
  legacySigned?: SurfaceClient;
  /** /api in the reading the probe found for ASSUME-LEG-AUTH (set once that row is probed). */
  legacy?: SurfaceClient;
  native?: SurfaceClient;
  /** /{partnerRef}/v2 with the x-api-key (absent without *_API_KEY and PARTNER_REF). */
  hosted?: SurfaceClient;
  /** The Native API signed in a construction of ASSUME-HMAC-SCHEME (absent without an HMAC credential). */
  nativeWith?: (scheme: HmacScheme) => SurfaceClient;
  control?: ControlClient;
  receiver?: WebhookReceiver;
  /** Verifies a delivery with the secret of a reading of ASSUME-WEBHOOK-SECRET. */
  verifyWith?: (reading: string, delivery: Delivery) => Verdict;
  /** Whether a probe may create, where a read shows nothing (npm run probe, in sandbox; never before every run). */
  creating?: boolean;
}

/** One row's probe: as few requests as tell its readings apart, reads only unless it says what it creates. */
export interface Probe {
  row: AssumptionId;
  /**
   * What the probe creates, where no read tells the readings apart: it runs only where creating is allowed (sandbox,
   * npm run probe).
   */
  creates?: string;
  /**
   * It reads first and creates only where the read tells nothing (`creating` says whether it may): it runs before every
   * run too.
   */
  readsFirst?: boolean;
  run(clients: ProbeClients): Promise<Finding>;
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const refused = (answer: Answer) =>
  answer.status >= 400 && answer.status < 500 && ![401, 404, 405, 429].includes(answer.status);
const undetermined = (why: string): Finding => ({ undetermined: why });
const line = (answer: Answer) => `${answer.status} ${answer.text.replace(/\s+/g, ' ').slice(0, 80)}`;

function orderRange(target: TargetConfig) {
  return { start_date: target.legacy.ordersFrom, end_date: target.legacy.ordersTo };
}
function metaOf(answer: Answer): { place: 'top-level' | 'in-data'; meta: Record<string, unknown> } | undefined {
  const body = answer.json as { meta?: unknown; data?: { meta?: unknown } } | undefined;
  if (isObject(body?.meta)) return { place: 'top-level', meta: body.meta };
  if (isObject(body?.data) && isObject(body.data.meta)) return { place: 'in-data', meta: body.data.meta };
  return undefined;
}
function pricing(target: TargetConfig) {
  const { source, target: coin, amount } = target.native.sample;
  return { source, target: coin, amount };
}

/** Where a 400 or 422 carries its code (ASSUME-HC-ERROR-CODE, ASSUME-NAT-ERROR-CODE), the place in force first. */
function codePlace(row: BodyRow, target: TargetConfig, answer: Answer, what: string): Finding {
  if (answer.status !== 400 && answer.status !== 422)
    return undetermined(`${what} answered ${line(answer)}, not 400 or 422`);
  const reading = readingOfBody(row, target.readings[row], answer.json);
  return reading
    ? { reading, answers: [answer] }
    : undetermined(`${what} answered ${line(answer)}: no code in its body`);
}

type WorldListing = 'countries' | 'states' | 'fiats';

/**
 * The reading of a world row the reference lists show: the world's where every entry judged fits (`fits` undefined:
 * not judged), 'own' where one does not; undetermined where no list was served or nothing was judged.
 */
async function worldReading(
  legacy: SurfaceClient,
  world: string,
  fits: (list: WorldListing, entry: Record<string, unknown>) => boolean | undefined,
): Promise<Finding> {
  const paths: [WorldListing, string][] = [
    ['countries', '/api/countries'],
    ['states', '/api/countries/us/states'],
    ['fiats', '/api/fiats/buy'],
  ];
  const answers: Answer[] = [];
  let judged = 0;
  for (const [list, path] of paths) {
    const answer = await legacy.get(path);
    const body = answer.json as { data?: Record<string, unknown> } | undefined;
    const entries = ok(answer) && Array.isArray(body?.data?.[list]) ? (body.data[list] as unknown[]) : [];
    for (const entry of entries.filter(isObject)) {
      const verdict = fits(list, entry);
      if (verdict === undefined) continue;
      judged++;
      if (!verdict) return { reading: 'own', answers: [answer] };
    }
    answers.push(answer);
  }
  return judged ? { reading: world, answers } : undetermined('no country, US state or fiat listed to judge');
}

/** A signature the target took: served, or refused for anything but the credential. */
const signatureAccepted = (answer: Answer) => ok(answer) || refused(answer);

export const probes: readonly Probe[] = [
  {
    row: 'ASSUME-HMAC-SCHEME',
    async run(clients) {
      const { nativeWith, target } = clients;
      if (!nativeWith) return undetermined('no HMAC credential (*_HMAC_KEY)');
      if (target.hmac.signerModule)
        return undetermined(`HMAC_SIGNER ${target.hmac.signerModule} signs: the probe tries only the built-in family`);
      const candidates = hmacCandidates(target.hmac);
      for (const scheme of candidates) {
        const client = nativeWith(scheme);
        const answer = await client.get('/eapi/v0/price', { query: pricing(target) });
        if (signatureAccepted(answer)) {
          // The Native API is probed further in the construction it takes.
          clients.native = client;
          return { reading: '', values: hmacValues(scheme), answers: [answer] };
        }
        if (answer.status !== 401 && answer.status !== 403) return undetermined(`the price answered ${line(answer)}`);
      }
      return undetermined(`none of ${candidates.length} constructions was accepted`);
    },
  },
  {
    row: 'ASSUME-LEG-AUTH',
    async run({ legacyStatic, legacySigned, target }) {
      if (!legacyStatic) return undetermined('no /api credential (*_API_CREDENTIAL)');
      // The form in force first: a target that takes both confirms it.
      const forms = [
        ['static', legacyStatic],
        ['signed', legacySigned],
      ] as const;
      const ordered = target.readings['ASSUME-LEG-AUTH'] === 'signed' ? [forms[1], forms[0]] : forms;
      const answers: Answer[] = [];
      for (const [reading, client] of ordered) {
        if (!client) continue;
        const answer = await client.get('/api/countries');
        answers.push(answer);
        if (ok(answer)) return { reading, answers };
      }
      return undetermined(
        legacySigned
          ? `neither form accepted: ${answers.map(line).join('; ')}`
          : `the static credential got ${line(answers[0])}; the signed form needs *_API_SECRET`,
      );
    },
  },
  {
    row: 'ASSUME-LEG-ORDER-TYPE-PATH',
    async run({ legacy }) {
      if (!legacy) return undetermined('/api not reached');
      const answer = await legacy.get('/api/fiats/not-a-documented-value');
      if (refused(answer)) return { reading: 'refused', answers: [answer] };
      if (!ok(answer)) return undetermined(`an unknown orderType answered ${line(answer)}`);
      const buy = await legacy.get('/api/fiats/buy');
      return answer.text === buy.text
        ? { reading: 'default', answers: [answer, buy] }
        : undetermined(`an unknown orderType answered ${line(answer)}, not the buy list`);
    },
  },
  {
    row: 'ASSUME-LEG-PRICES-BOTH-AMOUNTS',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const pair = { source: target.legacy.sample.fiat, target: target.legacy.sample.coin, source_amount: 100 };
      const answer = await legacy.get('/api/prices', { query: { ...pair, target_amount: 0.001 } });
      if (refused(answer)) return { reading: 'refused', answers: [answer] };
      if (!ok(answer)) return undetermined(`a price with both amounts answered ${line(answer)}`);
      const alone = await legacy.get('/api/prices', { query: pair });
      const fiatAmounts = (priced: Answer) =>
        fiatAmountsByMethod((priced.json as { data?: { prices?: unknown } } | undefined)?.data?.prices);
      return ok(alone) && fiatAmounts(answer) === fiatAmounts(alone)
        ? { reading: 'source-wins', answers: [answer, alone] }
        : undetermined(`a price with both amounts answered ${line(answer)}, not the price of source_amount`);
    },
  },
  {
    row: 'ASSUME-LEG-PRICE-ARITHMETIC',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      // A buy of the sample pair: its entries' ties, judged in the tighter tolerance first.
      const answer = await legacy.get('/api/prices', {
        query: { source: target.legacy.sample.fiat, target: target.legacy.sample.coin },
      });
      const data = (answer.json as { data?: { spot_price?: unknown; prices?: unknown } } | undefined)?.data;
      const entries = ok(answer) && Array.isArray(data?.prices) ? data.prices.filter(isObject) : [];
      if (!entries.length) return undetermined(`the price of the sample pair answered ${line(answer)}`);
      const holds = (tolerance: ArithmeticTolerance) => {
        const verdicts = entries.flatMap((entry) =>
          (['adds-up', 'including-fee', 'price-fee'] as const).flatMap(
            (tie) => priceTie(tie, { entry, spot: data?.spot_price, direction: 'buy', tolerance }) ?? [],
          ),
        );
        return verdicts.length > 0 && verdicts.every((verdict) => verdict.ok);
      };
      const reading = (['written', 'one-percent'] as const).find(holds);
      return reading
        ? { reading, answers: [answer] }
        : undetermined(`the entries of ${line(answer)} add up in neither tolerance`);
    },
  },
  {
    row: 'ASSUME-LEG-ORDER-TYPE-OMITTED',
    async run({ legacy }) {
      if (!legacy) return undetermined('/api not reached');
      const answer = await legacy.get('/api/fiats');
      // 404 too: the path without its required segment names no operation.
      if (answer.status >= 400 && answer.status < 500 && ![401, 429].includes(answer.status))
        return { reading: 'refused', answers: [answer] };
      if (!ok(answer)) return undetermined(`/api/fiats answered ${line(answer)}`);
      const buy = await legacy.get('/api/fiats/buy');
      return answer.text === buy.text
        ? { reading: 'default', answers: [answer, buy] }
        : undetermined(`/api/fiats answered ${line(answer)}, not the buy list`);
    },
  },
  {
    row: 'ASSUME-LEG-BUY-WITHOUT-WALLET',
    creates: 'a buy order without wallet_address',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const { fiat, coin, returnUrl } = target.legacy.sample;
      const answer = await legacy.post('/api/orders', {
        json: {
          account_reference: `conformance-probe-${randomUUID().slice(0, 8)}`,
          source: fiat,
          source_amount: '100',
          target: coin,
          return_url_on_success: returnUrl,
        },
      });
      if (refused(answer)) return { reading: 'refused', answers: [answer] };
      const order = ok(answer)
        ? (answer.json as { data?: { order?: { order_type?: unknown } } } | undefined)?.data?.order
        : undefined;
      return order?.order_type === 'CRYPTO-BUY'
        ? { reading: 'created', answers: [answer] }
        : undetermined(`a buy without wallet_address answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-EMPTY-REQUIRED',
    creates: 'a buy order with an empty account_reference',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      // account_reference, the row's own sentence: an input a service taking empties as given can serve (no code).
      const { fiat, coin, walletAddress, returnUrl } = target.legacy.sample;
      const answer = await legacy.post('/api/orders', {
        json: {
          account_reference: '',
          source: fiat,
          target: coin,
          wallet_address: walletAddress,
          return_url_on_success: returnUrl,
        },
      });
      if (refused(answer)) return { reading: 'refused', answers: [answer] };
      return ok(answer)
        ? { reading: 'served', answers: [answer] }
        : undetermined(`an order with an empty account_reference answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-LEG-LIST-FRESH',
    creates: 'a buy order of a new account_reference, read back in the bulk list',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const { fiat, coin, walletAddress, returnUrl } = target.legacy.sample;
      const customer = `conformance-probe-${randomUUID().slice(0, 8)}`;
      const created = await legacy.post('/api/orders', {
        json: {
          account_reference: customer,
          source: fiat,
          source_amount: '100',
          target: coin,
          wallet_address: walletAddress,
          return_url_on_success: returnUrl,
        },
      });
      const id = ok(created)
        ? (created.json as { data?: { order?: { id?: unknown } } } | undefined)?.data?.order?.id
        : undefined;
      if (id === undefined) return undetermined(`a buy answered ${line(created)}`);
      // The first read, then at most LAG_READS more, as the checks read: listed at first, at-once; later, lagging.
      const day = 24 * 3600 * 1000;
      const range = { start_date: isoDate(new Date(Date.now() - day)), end_date: isoDate(new Date(Date.now() + day)) };
      const answers = [created];
      for (let read = 0; read <= LAG_READS; read++) {
        const answer = await legacy.get('/api/orders', { query: { ...range, account_reference: customer } });
        answers.push(answer);
        const orders = (answer.json as { data?: { orders?: { id?: unknown }[] } } | undefined)?.data?.orders;
        if (Array.isArray(orders) && orders.some((order) => order.id === id))
          return { reading: read ? 'lagging' : 'at-once', answers };
      }
      return undetermined(
        `order ${JSON.stringify(id)} not in the list of its account_reference after ${LAG_READS + 1} reads`,
      );
    },
  },
  {
    row: 'ASSUME-LEG-SELL-WITHOUT-REFUND',
    creates: 'a sell order without refund_address',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const { fiat, coin, returnUrl } = target.legacy.sample;
      const answer = await legacy.post('/api/orders', {
        json: {
          account_reference: `conformance-probe-${randomUUID().slice(0, 8)}`,
          source: coin,
          source_amount: '0.01',
          target: fiat,
          return_url_on_success: returnUrl,
        },
      });
      if (refused(answer)) return { reading: 'refused', answers: [answer] };
      const order = ok(answer)
        ? (answer.json as { data?: { order?: { order_type?: unknown } } } | undefined)?.data?.order
        : undefined;
      return order !== undefined && order.order_type !== 'CRYPTO-BUY'
        ? { reading: 'created', answers: [answer] }
        : undetermined(`a sell without refund_address answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-LEG-PM-TYPE-BUY',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const answer = await legacy.get('/api/payment-methods', {
        query: { source: target.legacy.sample.fiat, target: target.legacy.sample.coin },
      });
      const methods = ok(answer)
        ? (answer.json as { data?: { payment_methods?: { type?: unknown }[] } })?.data?.payment_methods
        : undefined;
      if (!Array.isArray(methods) || methods.length === 0)
        return undetermined(`the buy payment methods answered ${line(answer)}`);
      return {
        reading: methods.some((method) => namesDirection(method.type)) ? 'direction' : 'other',
        answers: [answer],
      };
    },
  },
  // The world's lists: every code (every name) of the reference lists on the world's, or some not.
  {
    row: 'ASSUME-LEG-WORLD-CODES',
    async run({ legacy }) {
      if (!legacy) return undetermined('/api not reached');
      return worldReading(legacy, 'iso', (list, entry) =>
        list === 'countries'
          ? isWorldCode('countries', String(entry.country_code))
          : list === 'states'
            ? isWorldCode('us-states', String(entry.state_code))
            : isWorldCode('currencies', String(entry.fiat_code)),
      );
    },
  },
  {
    row: 'ASSUME-LEG-WORLD-NAMES',
    async run({ legacy }) {
      if (!legacy) return undetermined('/api not reached');
      return worldReading(legacy, 'english', (list, entry) => {
        const [code, name] =
          list === 'countries'
            ? [entry.country_code, entry.country_name]
            : list === 'states'
              ? [entry.state_code, entry.state_name]
              : [entry.fiat_code, entry.fiat_name];
        if (typeof code !== 'string' || typeof name !== 'string') return undefined;
        const kind = list === 'countries' ? 'countries' : list === 'states' ? 'us-states' : 'currencies';
        const names =
          kind === 'countries'
            ? countryNames(code)
            : [kind === 'us-states' ? usStateName(code) : currencyName(code)].filter((n) => n !== undefined);
        // A code off the world's list has no world name: the codes' row, not this one.
        return names.length ? nameVerdict(kind, code, name, names).ok : undefined;
      });
    },
  },
  {
    row: 'ASSUME-LEG-META-PLACE',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const answer = await legacy.get('/api/orders', { query: orderRange(target) });
      const found = ok(answer) ? metaOf(answer) : undefined;
      return found
        ? { reading: found.place, answers: [answer] }
        : undetermined(`the bulk list answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-LEG-META-MEANING',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const answer = await legacy.get('/api/orders', { query: orderRange(target) });
      const found = ok(answer) ? metaOf(answer) : undefined;
      const reading = found && positionsFrom(found.meta);
      return reading ? { reading, answers: [answer] } : undetermined(`the bulk list answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-PER-PAGE-ABOVE-MAX',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const answer = await legacy.get('/api/orders', { query: { ...orderRange(target), per_page: 500 } });
      if (refused(answer)) return { reading: 'refused', answers: [answer] };
      const perPage = ok(answer) ? metaOf(answer)?.meta.per_page : undefined;
      return perPage === 200
        ? { reading: 'capped', answers: [answer] }
        : undetermined(`per_page=500 answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-PAST-LAST-PAGE',
    async run({ legacy, target }) {
      if (!legacy) return undetermined('/api not reached');
      const first = await legacy.get('/api/orders', { query: { ...orderRange(target), per_page: 200 } });
      const last = ok(first) ? metaOf(first)?.meta.last_page : undefined;
      if (typeof last !== 'number') return undetermined(`the bulk list answered ${line(first)}`);
      const past = await legacy.get('/api/orders', { query: { ...orderRange(target), per_page: 200, page: last + 1 } });
      if (refused(past)) return { reading: 'refused', answers: [first, past] };
      const orders = (past.json as { data?: { orders?: unknown[] } } | undefined)?.data?.orders;
      return ok(past) && Array.isArray(orders) && orders.length === 0
        ? { reading: 'empty', answers: [first, past] }
        : undetermined(`page ${last + 1} answered ${line(past)}`);
    },
  },
  {
    row: 'ASSUME-NAT-PRICE-FIELD',
    async run({ native, target }) {
      if (!native) return undetermined('no HMAC credential (*_HMAC_KEY)');
      const answer = await native.get('/eapi/v0/price', { query: pricing(target) });
      const body = ok(answer) && isObject(answer.json) ? answer.json : undefined;
      const field = Object.keys(assumptionById('ASSUME-NAT-PRICE-FIELD')!.readings!).find(
        (name) => body && typeof body[name] === 'string',
      );
      return field ? { reading: field, answers: [answer] } : undetermined(`the price answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-NAT-PAYLOADS',
    async run({ native, target }) {
      if (!native) return undetermined('no HMAC credential (*_HMAC_KEY)');
      const answer = await native.get('/eapi/v0/price', { query: pricing(target) });
      if (!ok(answer) || !isObject(answer.json)) return undetermined(`the price answered ${line(answer)}`);
      return {
        reading: validateResponse('getNativePrice', 200, answer.json).length ? 'other' : 'specs/native.yaml',
        answers: [answer],
      };
    },
  },
  {
    row: 'ASSUME-NAT-AMOUNT-REQUIRED',
    async run({ native, target }) {
      if (!native) return undetermined('no HMAC credential (*_HMAC_KEY)');
      const { amount: _left, ...withoutAmount } = pricing(target);
      const answer = await native.get('/eapi/v0/price', { query: withoutAmount });
      if (refused(answer)) return { reading: 'required', answers: [answer] };
      return ok(answer)
        ? { reading: 'optional', answers: [answer] }
        : undetermined(`a price without amount answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-NAT-QUOTEID-ELSEWHERE',
    async run({ native, target }) {
      if (!native) return undetermined('no HMAC credential (*_HMAC_KEY)');
      const quote = await native.get('/eapi/v0/quote', { query: pricing(target) });
      const quoteId = ok(quote) && isObject(quote.json) ? quote.json.quoteId : undefined;
      if (typeof quoteId !== 'string') return undetermined(`the quote answered ${line(quote)}`);
      const answer = await native.get('/eapi/v0/price', { query: { ...pricing(target), quoteId } });
      if (refused(answer)) return { reading: 'refused', answers: [quote, answer] };
      return ok(answer) && isObject(answer.json) && !('quoteId' in answer.json)
        ? { reading: 'ignored', answers: [quote, answer] }
        : undetermined(`the price with a quoteId answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-NAT-EMAIL-LOOKUP',
    creates: 'an identity for a synthetic email',
    async run({ native, target }) {
      if (!native) return undetermined('no HMAC credential (*_HMAC_KEY)');
      const email = `conformance.probe.${randomUUID().slice(0, 8)}@example.test`;
      const created = await native.post(target.native.identityCreatePath, {
        json: { email, externalCustomerId: `cust-probe-${randomUUID().slice(0, 8)}` },
      });
      const reference = ok(created) && isObject(created.json) ? created.json.identityReference : undefined;
      if (typeof reference !== 'string') return undetermined(`identity creation answered ${line(created)}`);
      const elsewhere = await native.get(`/eapi/v0/identities/${encodeURIComponent(target.native.readyIdentity)}`, {
        query: { email },
      });
      const answered = ok(elsewhere) && isObject(elsewhere.json) ? elsewhere.json.identityReference : undefined;
      if (answered === reference) return { reading: 'email-decides', answers: [created, elsewhere] };
      const clientError = elsewhere.status >= 400 && elsewhere.status < 500 && ![401, 429].includes(elsewhere.status);
      return clientError
        ? { reading: 'path-must-match', answers: [created, elsewhere] }
        : undetermined(`the email of a new identity, under NATIVE_READY_IDENTITY, answered ${line(elsewhere)}`);
    },
  },
  {
    row: 'ASSUME-WEBHOOK-SECRET',
    async run({ control, receiver, verifyWith, target }) {
      if (!control || !receiver || !verifyWith) return undetermined('no test-control API with webhooks (CONTROL_URL)');
      const missing = control.missing('webhooks');
      if (missing) return undetermined(missing);
      await control.deliverWebhook({ env: target.env, kind: 'order', url: receiver.url });
      const delivery = receiver.deliveries.at(-1);
      if (!delivery) return undetermined('no delivery arrived');
      const reading = Object.keys(assumptionById('ASSUME-WEBHOOK-SECRET')!.readings!).find(
        (name) => verifyWith(name, delivery).ok,
      );
      return reading ? { reading, answers: [] } : undetermined('the delivery verifies with neither secret');
    },
  },
  {
    row: 'ASSUME-NAT-RAMP-QUOTEID',
    creates: 'a ramp without quoteId for NATIVE_READY_IDENTITY',
    async run({ native, target }) {
      if (!native) return undetermined('no HMAC credential (*_HMAC_KEY)');
      const { source, target: coin, amount, walletAddress } = target.native.sample;
      const answer = await native.post('/eapi/v0/ramps', {
        json: {
          identityReference: target.native.readyIdentity,
          externalCustomerId: `cust-probe-${randomUUID().slice(0, 8)}`,
          source,
          target: coin,
          amount,
          walletAddress,
        },
      });
      if (refused(answer)) return { reading: 'required', answers: [answer] };
      return ok(answer)
        ? { reading: 'optional', answers: [answer] }
        : undetermined(`a ramp without quoteId answered ${line(answer)}`);
    },
  },
  {
    row: 'ASSUME-NAT-QUOTE-REUSE',
    creates: 'two ramps on one fresh quote for NATIVE_READY_IDENTITY',
    async run({ native, target }) {
      if (!native) return undetermined('no HMAC credential (*_HMAC_KEY)');
      const quote = await native.get('/eapi/v0/quote', { query: pricing(target) });
      const quoteId = ok(quote) && isObject(quote.json) ? quote.json.quoteId : undefined;
      if (typeof quoteId !== 'string') return undetermined(`a quote answered ${line(quote)}`);
      const { source, target: coin, amount, walletAddress } = target.native.sample;
      const ramp = () =>
        native.post('/eapi/v0/ramps', {
          json: {
            identityReference: target.native.readyIdentity,
            externalCustomerId: `cust-probe-${randomUUID().slice(0, 8)}`,
            source,
            target: coin,
            amount,
            walletAddress,
            quoteId,
          },
        });
      // A positive control: the second ramp tells only where the first, on the fresh quote, was made.
      const first = await ramp();
      if (!ok(first)) return undetermined(`a ramp on a fresh quote answered ${line(first)}`);
      const second = await ramp();
      if (ok(second)) return { reading: 'reusable', answers: [first, second] };
      return refused(second)
        ? { reading: 'single-use', answers: [first, second] }
        : undetermined(`a second ramp on one quote answered ${line(second)}`);
    },
  },
  {
    row: 'ASSUME-HC-CUSTOMER-ID-CHARACTERS',
    creates: 'a Hosted Checkout buy, two where the first is refused',
    async run({ hosted, target }) {
      if (!hosted) return undetermined('no Hosted Checkout credential (*_API_KEY, PARTNER_REF)');
      // Hosted Checkout is rate limited: one buy with a non-ASCII id, the least a narrower alphabet would refuse.
      const id = `cust-probe-${randomUUID().slice(0, 8)}`;
      const answer = await hosted.post('/buy', { json: { ...target.hosted.sample, externalCustomerId: `${id}-ü` } });
      if (ok(answer)) return { reading: 'any', answers: [answer] };
      if (!refused(answer)) return undetermined(`a buy with a non-ASCII externalCustomerId answered ${line(answer)}`);
      // A positive control: the refusal counts only where the same buy with an ASCII id is served.
      const control = await hosted.post('/buy', { json: { ...target.hosted.sample, externalCustomerId: id } });
      return ok(control)
        ? { reading: 'restricted', answers: [answer, control] }
        : undetermined(
            `a buy with a non-ASCII externalCustomerId answered ${line(answer)}, ` +
              `and with an ASCII one ${line(control)}`,
          );
    },
  },
  // A buy without externalCustomerId, which the document requires on every buy: refused, it creates nothing.
  {
    row: 'ASSUME-HC-ERROR-CODE',
    async run({ hosted, target }) {
      if (!hosted) return undetermined('no Hosted Checkout credential (*_API_KEY, PARTNER_REF)');
      return codePlace(
        'ASSUME-HC-ERROR-CODE',
        target,
        await hosted.post('/buy', { json: { ...target.hosted.sample } }),
        'a buy without externalCustomerId',
      );
    },
  },
  {
    row: 'ASSUME-NAT-ERROR-CODE',
    creates: 'a ramp without externalCustomerId, where a price for amount=abc is served',
    readsFirst: true,
    async run({ native, target, creating }) {
      if (!native) return undetermined('no HMAC credential (*_HMAC_KEY)');
      const price = await native.get('/eapi/v0/price', { query: { ...pricing(target), amount: 'abc' } });
      if (price.status === 400 || price.status === 422 || !ok(price))
        return codePlace('ASSUME-NAT-ERROR-CODE', target, price, 'a price for amount=abc');
      // Served where the amount goes by another name (ASSUME-NAT-PAYLOADS): a ramp without the externalCustomerId the
      // document requires on every order is refused in every reading, but would create a ramp where it is not.
      if (!creating)
        return undetermined(
          `a price for amount=abc answered ${line(price)}; npm run probe sends a ramp without ` +
            `externalCustomerId, in sandbox`,
        );
      const { source, target: coin, amount, walletAddress } = target.native.sample;
      const ramp = await native.post('/eapi/v0/ramps', {
        json: { identityReference: target.native.readyIdentity, source, target: coin, amount, walletAddress },
      });
      return codePlace('ASSUME-NAT-ERROR-CODE', target, ramp, 'a ramp without externalCustomerId');
    },
  },
  {
    row: 'ASSUME-HC-CUSTOMER-ID-KEPT',
    creates: 'a Hosted Checkout buy',
    async run({ hosted, target }) {
      if (!hosted) return undetermined('no Hosted Checkout credential (*_API_KEY, PARTNER_REF)');
      // Mixed case: the one buy shows whether the id comes back as sent or lower-cased.
      const id = `cust-Probe-${randomUUID().slice(0, 8).toUpperCase()}`;
      const answer = await hosted.post('/buy', { json: { ...target.hosted.sample, externalCustomerId: id } });
      const received = (answer.json as { externalCustomerId?: unknown } | undefined)?.externalCustomerId;
      if (!ok(answer)) return undetermined(`a buy answered ${line(answer)}`);
      if (received === id) return { reading: 'as-sent', answers: [answer] };
      return received === id.toLowerCase()
        ? { reading: 'lower-case', answers: [answer] }
        : undetermined(`a buy for externalCustomerId ${id} answered ${JSON.stringify(received)}`);
    },
  },
];
