import { faithfulAuthentication, type AuthenticationSeams } from './authentication';
import { faithfulClock, type ClockSeams } from './clock';
import { faithfulContent, type ContentSeams } from './content';
import { faithfulResponseShaping, type ResponseShapingSeams } from './response-shaping';
import { faithfulValidation, type ValidationSeams } from './validation';

export type { CredentialKind } from './authentication';
export type { ErrorCodePlace, JsonContentType, ResponseMutant } from './response-shaping';
export type { RefusalAnswer } from './validation';

/**
 * Where the mock's behaviour can vary: one value per seam, read by the routes as `env.seams.<seam>`. The faithful
 * mock takes the defaults; a variation (a fault or a reading, mock/variations.ts) replaces the seams it names.
 */
export interface Seams extends AuthenticationSeams, ValidationSeams, ResponseShapingSeams, ContentSeams, ClockSeams {}

export const faithfulSeams: Seams = {
  ...faithfulAuthentication,
  ...faithfulValidation,
  ...faithfulResponseShaping,
  ...faithfulContent,
  ...faithfulClock,
};
