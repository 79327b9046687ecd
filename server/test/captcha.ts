import { solveChallenge } from 'altcha-lib/v1';
import type { Captcha } from '../platform/captcha';

/** A solved human check, as the ALTCHA widget would post it. */
export async function solvedCaptcha(services: { captcha: Captcha }): Promise<string> {
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
