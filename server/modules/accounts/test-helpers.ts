import type { SignupInput } from '../../../common/accounts/schemas';
import type { startSmtpServer } from '../../test/smtp';
import type { Services } from '../../services';

export const PASSWORD = 'correct horse battery staple';

export function signupInput(overrides: Partial<SignupInput> = {}): SignupInput {
  return {
    firstName: 'Salma',
    lastName: 'Benali',
    email: `salma.${Math.random().toString(36).slice(2, 8)}@example.test`,
    phone: '+212 600 000 000',
    country: 'MA',
    gender: 'female',
    password: PASSWORD,
    company: '',
    region: '',
    job: '',
    ...overrides,
  };
}

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** The last six-digit code mailed to `email`. */
export async function codeFor(smtp: Smtp, email: string, skip = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.inbox.filter((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.subject));
    if (mails.length > skip) return /\b(\d{6})\b/.exec(mails[mails.length - 1]!.subject)![1]!;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A confirmed customer (signup + the mailed code). */
export async function confirmedUser(services: Services, smtp: Smtp, overrides: Partial<SignupInput> = {}) {
  const input = signupInput(overrides);
  const { userId } = await services.accounts.signup(input, 'fr');
  const session = await services.accounts.confirmSignup(userId, await codeFor(smtp, input.email));
  return { userId, email: input.email, sid: session.secret };
}
