import type { Faker } from '@faker-js/faker';
import type { TargetConfig } from '../config/target-config';
import type { Answer, SurfaceClient } from '../http/surface-client';
import { dataOf, isObject } from '../checks/response';
import { test } from '@playwright/test';
import { answerLine, expectRule, violation } from '../checks/violation';
import { customerOrdersPage } from './fresh-list';
import type { Readings } from '../readings/readings';

export type OrderBody = Record<string, unknown>;

/** A partner's customer reference: opaque, unique per test, never personal data. */
export function accountReference(data: Faker): string {
  return `conformance-${data.string.alphanumeric({ length: 12, casing: 'lower' })}`;
}

/**
 * A buy order of the sample pair (POST /api/orders: fiat source, coin target). No refund_address nor
 * wallet_address_tag: "yes in schema" is not enforced (ASSUME-LEG-YES-IN-SCHEMA).
 */
export function buyOrderBody(target: TargetConfig, data: Faker, overrides: OrderBody = {}): OrderBody {
  const { sample } = target.legacy;
  return {
    account_reference: accountReference(data),
    source: sample.fiat,
    source_amount: '100',
    target: sample.coin,
    wallet_address: sample.walletAddress,
    return_url_on_success: sample.returnUrl,
    ...overrides,
  };
}

/**
 * A sell order of the sample pair: coin source, fiat target, refund address for returned coins; no wallet_address
 * (ASSUME-LEG-YES-IN-SCHEMA).
 */
export function sellOrderBody(target: TargetConfig, data: Faker, overrides: OrderBody = {}): OrderBody {
  const { sample } = target.legacy;
  return {
    account_reference: accountReference(data),
    source: sample.coin,
    source_amount: '0.01',
    target: sample.fiat,
    refund_address: sample.walletAddress,
    return_url_on_success: sample.returnUrl,
    ...overrides,
  };
}

export interface CreatedOrder {
  answer: Answer;
  order: Record<string, unknown>;
}

/** Creates an order that the scenario needs; a refusal is a failed precondition, told with the answer. */
export async function createOrder(legacy: SurfaceClient, body: OrderBody): Promise<CreatedOrder> {
  const answer = await legacy.post('/api/orders', { json: body });
  if (answer.status !== 200)
    violation('LEG-ORDER-CREATE-SHAPE', answerLine(answer), '200 with data.order for a valid order');
  const order = dataOf(answer).order;
  if (!isObject(order))
    violation('LEG-ORDER-CREATE-SHAPE', `data keys ${Object.keys(dataOf(answer)).join(',')}`, 'data.order');
  return { answer, order };
}

/**
 * Creates a buy with `metaData` and judges what the bulk list returns for it (LEG-ORDERS-META-DATA).
 * ASSUME-LEG-LIST-FRESH: listed at once, under its create id, between yesterday and tomorrow (UTC). null is a type the
 * list's shape judges (LEG-ORDERS-LIST-SHAPE: the real service's unpaid orders): one fact, one rule, so the test is
 * skipped.
 */
export async function expectMetaDataListed(
  legacy: SurfaceClient,
  target: TargetConfig,
  data: Faker,
  metaData: string,
  readings: Readings,
): Promise<void> {
  const body = buyOrderBody(target, data, { meta_data: metaData });
  const { order } = await createOrder(legacy, body);
  const { orders } = await customerOrdersPage(legacy, readings, String(body.account_reference), [order.id]);
  const listed = orders.find((candidate) => candidate.id === order.id);
  test.skip(
    listed?.meta_data === null,
    'meta_data null: a type LEG-ORDERS-LIST-SHAPE judges; whether the bulk list returns the value given ' +
      'cannot be told from it',
  );
  expectRule(
    'LEG-ORDERS-META-DATA',
    listed?.meta_data === metaData,
    () =>
      listed
        ? `meta_data ${JSON.stringify(listed.meta_data)}`
        : `order ${String(order.id)} not in the list of its customer`,
    `meta_data ${JSON.stringify(metaData)} returned by the bulk list`,
  );
}
