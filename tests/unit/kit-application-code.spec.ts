import { test, expect } from '@playwright/test';
import { findCode } from '../../kit/checks/application-code';
import { RequestBudget } from '../../kit/http/request-budget';

test('the application code is found wherever the body carries it, and where is recorded', () => {
  expect(findCode({ error: { code: 4002, message: 'Validation error' } })).toEqual({ code: 4002, path: '/error/code' });
  expect(findCode({ errors: [{ errorCode: '5034' }] })).toEqual({ code: 5034, path: '/errors/0/errorCode' });
  expect(findCode({ status: 400, details: { reason: 4005 } })).toEqual({ code: 4005, path: '/details/reason' });
  expect(findCode({ code: 4999, limit: 81 })).toEqual({ code: 4999, path: '/code' });
  expect(findCode({ message: 'no code here' })).toBeUndefined();
});

test('the request budget waits once a minute holds its limit', async () => {
  let now = 0;
  const waits: number[] = [];
  const budget = new RequestBudget(
    2,
    () => now,
    async (ms) => {
      waits.push(ms);
      now += ms;
    },
  );
  await budget.take();
  now = 10_000;
  await budget.take();
  await budget.take();
  expect(waits).toEqual([51_001]);
});
