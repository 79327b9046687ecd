import { solveChallenge } from 'altcha-lib/v1';
import type { Services } from '../../services';

/** A solved human check, as the ALTCHA widget would post it. */
export async function solvedCaptcha(services: Services): Promise<string> {
  const challenge = await services.captcha.challenge();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution?.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}
