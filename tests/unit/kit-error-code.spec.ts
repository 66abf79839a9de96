import { test, expect } from '@playwright/test';
import { errorCodeIn } from '../../kit/legacy/prices';

// ASSUME-LEG-ERROR-CODE: where a 422 body carries its error code, in the forms the document and the real service show.
test(
  'finds an error code under status, code or a name ending in code, at the top, in error, in errors or its ' + 'items',
  () => {
    expect(
      errorCodeIn({
        errors: [{ status: '422', title: 'Invalid parameter', detail: 'source_amount must be a number' }],
      }),
    ).toBe('/errors/0/status');
    expect(
      errorCodeIn({
        errors: [{ status: '422', title: 'Invalid parameter', detail: { source_amount: 'must be a number' } }],
      }),
    ).toBe('/errors/0/status');
    expect(
      errorCodeIn({
        errors: { status: 422, code: 422, title: 'Invalid parameter', detail: { start_date: 'required' } },
      }),
    ).toBe('/errors/status');
    expect(errorCodeIn({ error: { code: 4002, message: 'Validation error' } })).toBe('/error/code');
    expect(errorCodeIn({ errorCode: '1101', message: 'Invalid amount' })).toBe('/errorCode');
  },
);

test('finds none where no code-named field holds an integer or digits', () => {
  for (const body of [
    { errors: [{ title: 'Invalid parameter', detail: 'source_amount must be a number' }] },
    { errors: [{ status: 'failed', title: 'Invalid parameter' }] },
    { errors: [{ title: 'Invalid parameter', detail: { min: 5 } }] },
    { message: 'Invalid parameter 422' },
    null,
    'Unprocessable',
    [],
  ])
    expect(errorCodeIn(body), JSON.stringify(body)).toBeUndefined();
});
