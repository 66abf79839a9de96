/**
 * What the mock's test-control API offers (GET /capabilities). `clockScopes`: a request with X-Conformance-Clock-Scope
 * lives in that scope (mock/clock.ts), here and on the control API. Apart from the control app, so that a run that
 * starts the mock knows them before it listens.
 */
export const capabilities = { clock: true, reset: true, orderStatus: true, webhooks: true, clockScopes: true } as const;
