import { test } from '../../kit/fixtures';
import { audit } from '../../kit/audit-rule';
import { dataOf } from '../../kit/checks/response';
import { answerLine, expectRule, violation } from '../../kit/checks/violation';
import { bearer } from '../../kit/auth/bearer';
import { signedBearer } from '../../kit/auth/signed-bearer';
import { missingCredential } from '../../kit/config/credentials';

// Authentication: Authorization carrying the word Bearer followed by the partner credential. What follows Bearer
// reads two ways (ASSUME-LEG-AUTH): the credential itself, or the token the public SDKs sign. A target that takes only
// the other form contradicts the assumption in force, not the rule; one that refuses both breaks the rule.
test(
  ...audit('LEG-AUTH-BEARER', 'ASSUME-LEG-AUTH', async ({ legacy, readings, target, credentials }) => {
    const documented = 'Authorization: Bearer <API_CREDENTIAL> accepted (Authentication)';
    const inForce = readings.value('ASSUME-LEG-AUTH');
    const answer = await legacy.get('/api/countries');
    if (answer.status === 200) {
      dataOf(answer);
      readings.observe('ASSUME-LEG-AUTH', inForce, [answer]);
      return;
    }
    expectRule(
      'LEG-AUTH-BEARER',
      answer.status === 401,
      () => `${answerLine(answer)} for the ${inForce} form (LEGACY_AUTH=${inForce})`,
      documented,
    );
    const other = inForce === 'signed' ? 'static' : 'signed';
    const own = credentials[target.env] ?? {};
    const cannotSign = missingCredential(credentials, target.env, ['apiCredential', 'apiSecret']);
    test.skip(
      other === 'signed' && Boolean(cannotSign),
      `Bearer <credential> refused with 401; the signed form the public SDKs send ${cannotSign} (then ` +
        `LEGACY_AUTH=signed if it is accepted)`,
    );
    const otherForm =
      other === 'signed'
        ? signedBearer({ key: own.apiCredential!, secret: own.apiSecret! })
        : bearer(own.apiCredential!);
    const second = await legacy.get('/api/countries', { auth: otherForm });
    if (second.status === 200) {
      readings.notConfirmed(
        'ASSUME-LEG-AUTH',
        other,
        [answer, second],
        `the ${inForce} form was refused with 401 and the ${other} form accepted`,
      );
    }
    violation('LEG-AUTH-BEARER', `401 for the ${inForce} form and ${second.status} for the ${other} form`, documented);
  }),
);
