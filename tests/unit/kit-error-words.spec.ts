import { test, expect } from '@playwright/test';
import { findCode, otherCodesWords } from '../../kit/checks/application-code';

const wordsOf = (body: unknown) => otherCodesWords(body, findCode(body)!);

test("a refusal's words beside its code are its own, its own in more detail, or none of the table's", () => {
  expect(wordsOf({ error: { code: 4002, message: 'Validation error' } })).toBeUndefined();
  expect(wordsOf({ error: { code: 4002, message: 'validation error: fiatAmount' } })).toBeUndefined();
  expect(wordsOf({ code: 5034, message: 'BTC is not sold in this region' })).toBeUndefined();
  expect(wordsOf({ error: { code: 4005 } })).toBeUndefined();
});

test("another code's message beside a code is words that disagree with it, wherever the code sits", () => {
  expect(wordsOf({ error: { code: 4002, message: 'Coin restriction' } })).toBe('Coin restriction');
  expect(wordsOf({ code: 5034, title: 'the feature is not enabled' })).toBe('The feature is not enabled');
  expect(wordsOf({ errors: [{ code: 4005, detail: 'Validation error' }] })).toBe('Validation error');
});
