import { test, expect } from '@playwright/test';
import { fieldProblem, neededField } from '../../kit/checks/answer-field';

/** Issue 34, item 8: an answer's field read through one guard; what the target sent decides, never the suite's code. */
test('a field missing, null or of another type is named with what came instead', () => {
  expect(fieldProblem(undefined, 'text')).toBe('absent');
  expect(fieldProblem(null, 'string')).toBe('null (null)');
  expect(fieldProblem('', 'text')).toBe('an empty string');
  expect(fieldProblem('', 'string')).toBeUndefined();
  expect(fieldProblem(42, 'string')).toBe('a number (42)');
  expect(fieldProblem([], 'object')).toBe('an array ([])');
  expect(fieldProblem({}, 'array')).toBe('an object ({})');
  expect(fieldProblem('https://pay.example/x', 'text')).toBeUndefined();
  expect(fieldProblem(1.5, 'number')).toBeUndefined();
});

test('a URL to load is read as a browser reads it: absolute http(s), scheme in any case, space around aside', () => {
  expect(fieldProblem('https://pay.example/x', 'url')).toBeUndefined();
  expect(fieldProblem(' HTTPS://PAY.EXAMPLE/X ', 'url')).toBeUndefined();
  expect(fieldProblem('/c/1', 'url')).toBe('not an absolute http(s) URL ("/c/1")');
  expect(fieldProblem('9f1c2d3e-order', 'url')).toBe('not an absolute http(s) URL ("9f1c2d3e-order")');
  expect(fieldProblem('', 'url')).toBe('an empty string');
  const skips: string[] = [];
  const skip = (condition: boolean, reason: string) => void (condition && skips.push(reason));
  neededField({ checkout_url: 'ord-1' }, 'checkout_url', 'url', 'LEG-CHECKOUT-URL-FORM', 'the create answer', skip);
  expect(skips).toEqual([
    'the create answer carries no checkout_url URL: not an absolute http(s) URL ("ord-1"); LEG-CHECKOUT-URL-FORM ' +
      'judges it',
  ]);
});

test('a check that needs a missing field skips, naming the rule that judges it', () => {
  expect(neededField({ checkout_url: '/c/1' }, 'checkout_url', 'text', 'LEG-ORDER-CREATE-SHAPE')).toBe('/c/1');
  const skips: string[] = [];
  const skip = (condition: boolean, reason: string) => void (condition && skips.push(reason));
  neededField({ id: 1 }, 'checkout_url', 'text', 'LEG-ORDER-CREATE-SHAPE', 'the create answer', skip);
  neededField({ checkoutUrl: 7 }, 'checkoutUrl', 'text', 'HC-BUY-SHAPE', 'the buy answer', skip);
  neededField({ checkout_url: '/c/1' }, 'checkout_url', 'text', 'LEG-ORDER-CREATE-SHAPE', 'the create answer', skip);
  expect(skips).toEqual([
    'the create answer carries no checkout_url string: absent; LEG-ORDER-CREATE-SHAPE judges it',
    'the buy answer carries no checkoutUrl string: a number (7); HC-BUY-SHAPE judges it',
  ]);
});
