/** A payment method type that names a direction, as FIAT_TO_CRYPTO does (ASSUME-LEG-PM-TYPE-BUY). */
export function namesDirection(type: unknown): boolean {
  return typeof type === 'string' && /^[A-Z]+_TO_[A-Z]+$/.test(type);
}
