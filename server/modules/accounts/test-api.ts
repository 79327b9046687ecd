import { and, eq, isNull } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import { sendValidationError } from '../../http/api-errors';
import type { Services } from '../../services';
import { emailCodes } from './schema';
import { isDomainError } from '../../platform/domain-error';
import { ACCOUNT_ERROR_CODES, type AccountRefusalDetails } from './errors';
import { hashSecret } from './tokens';

const Body = z.strictObject({
  email: z
    .email()
    .max(200)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(12).max(200),
  locale: z.enum(['fr', 'en', 'ar']).default('fr'),
  first_name: z.string().min(1).max(100).default('Salma'),
  last_name: z.string().min(1).max(100).default('Benali'),
});

/** The code the journeys' customers confirm with (its hash replaces the mailed one's). */
const JOURNEY_CODE = '424242';

/**
 * Mounted only under TEST_CLOCK=on (browser journeys; config refuses it on a public https site):
 * POST /api/test/customers `{email, password, locale?}` makes a confirmed customer through the
 * real signup and confirmation (the welcome notification included) without the human check or the
 * mail round trip, and answers the secret of its browser session for the journey's `sid` cookie.
 * The real sign-up journey runs once per language in tests/e2e/account-journey.spec.ts.
 */
export function testAccountsApi(services: Services): Router {
  const router = Router();
  router.post('/test/customers', async (req, res) => {
    const parsed = Body.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { email, password, locale, first_name: firstName, last_name: lastName } = parsed.data;
    const signedUp = await services.accounts
      .signup(
        {
          firstName,
          lastName,
          email,
          password,
          phone: '+212 600 000 000',
          country: 'MA',
          gender: 'female',
          company: 'Atlas Logistique',
          region: '',
          job: '',
        },
        locale,
      )
      .catch((error: unknown) => {
        if (isDomainError<AccountRefusalDetails>(error, ...ACCOUNT_ERROR_CODES)) return error;
        throw error;
      });
    if (isDomainError<AccountRefusalDetails>(signedUp)) {
      const { key, field } = signedUp.details;
      return res.status(422).json({ message: key, errors: field ? { [field]: [key] } : {} });
    }
    const { userId } = signedUp;
    // Straight in the database: the live code becomes one the route knows, then the real
    // confirmation spends it (verified address, welcome notification, browser session).
    await services.db
      .update(emailCodes)
      .set({ codeHash: hashSecret(`${userId}:${JOURNEY_CODE}`) })
      .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.consumedAt)));
    const session = await services.accounts.confirmSignup(userId, JOURNEY_CODE, 'journey fixture');
    res.status(201).json({ data: { id: userId, email, sid: session.secret } });
  });
  return router;
}
