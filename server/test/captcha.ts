import { solveChallenge } from 'altcha-lib/v1';
import type { Captcha } from '../platform/captcha';

type Challenge = Awaited<ReturnType<Captcha['challenge']>>;

/** The payload the ALTCHA widget posts once it has solved `challenge` (from any process). */
export async function solvedPayload(challenge: Challenge): Promise<string> {
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

/** A solved human check, as the ALTCHA widget would post it. */
export async function solvedCaptcha(services: { captcha: Captcha }): Promise<string> {
  return solvedPayload(await services.captcha.challenge());
}
