import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { NotificationMessage } from '../../../common/notifications/types';
import type { ProfileInput, SignupInput } from '../../../common/accounts/schemas';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { MailOutbox } from '../jobs/outbox';
import type { JobsService } from '../jobs/service';
import { passwordResetMail, verificationCodeMail, welcomeNotification } from './mails';
import { hashPassword, passwordProblem, spendPasswordCheck, verifyPassword } from './passwords';
import { accountRefused } from './errors';
import { emailCodes, passwordResets, users } from './schema';
import { createSessionStore, type SessionKind } from './sessions';
import type { Limits } from '../limits/buckets';
import { createLoginThrottle, type LoginDoor } from './throttle';
import { hashSecret, newSecret, newSixDigitCode } from './tokens';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;
/** How often expired sessions, codes and reset links are deleted. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;
export const PURGE_JOB = 'accounts.purge-expired';

type User = typeof users.$inferSelect;

/** What the credential check of a login door answers (see `checkCredentials`). */
export type CredentialCheck =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid'; user: User | null }
  | { ok: false; reason: 'captchaRequired' }
  | { ok: false; reason: 'ipBlocked'; retryAfterSeconds: number };

export type LoginResult =
  | { ok: true; userId: string; secret: string; maxAgeSeconds: number }
  | { ok: false; reason: 'ipBlocked'; retryAfterSeconds: number }
  | {
      ok: false;
      reason: 'invalid' | 'unconfirmed' | 'disabled' | 'captchaRequired';
      userId?: string;
    };

export function createAccountsService(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'transaction' | 'define'>;
  outbox: MailOutbox;
  /** The notifications module's `create` (which reads `users`, so accounts cannot import it). */
  notifications: { create(userId: string, message: NotificationMessage, opts: { tx: Db }): Promise<unknown> };
  publicUrl: string;
  logger: Logger;
  limits: Pick<Limits, 'loginFailures' | 'adminLoginFailures' | 'addressFailures'>;
}) {
  const { db, clock, jobs, outbox, notifications } = deps;
  const sessions = createSessionStore(db, clock);
  const throttle = createLoginThrottle(deps.limits);
  const now = () => clock.now();

  async function findByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    return user ?? null;
  }

  async function findById(id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user ?? null;
  }

  function checkPassword(password: string) {
    const problem = passwordProblem(password);
    if (problem) throw accountRefused(`password.${problem}`, 'password');
  }

  /** The account's codes not yet spent or retired: one at most is live. */
  const liveCodesOf = (userId: string) => and(eq(emailCodes.userId, userId), isNull(emailCodes.consumedAt));
  const latestLiveCode = (executor: Db, userId: string) =>
    executor.select().from(emailCodes).where(liveCodesOf(userId)).orderBy(desc(emailCodes.sentAt)).limit(1);

  /**
   * Issues a fresh code for `email` (the account's, or a new address being verified) and enqueues
   * its mail, both with `tx`: the code and its mail commit together or not at all.
   */
  async function issueCode(tx: Db, user: User, email: string, force: boolean) {
    // The user's row is locked, so two requests at once cannot both pass the cooldown.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const userId = user.id;
    const [last] = await latestLiveCode(tx, userId);
    const wait = last ? last.sentAt.getTime() + CODE_RESEND_COOLDOWN_MS - now().getTime() : 0;
    if (!force && wait > 0)
      throw accountRefused('code.cooldown', undefined, { count: Math.ceil(wait / 1000) });
    const code = newSixDigitCode();
    // One live code at a time: asking again retires the earlier one.
    await tx.update(emailCodes).set({ consumedAt: now() }).where(liveCodesOf(userId));
    await tx.insert(emailCodes).values({
      userId,
      email,
      codeHash: hashSecret(`${userId}:${code}`),
      sentAt: now(),
      expiresAt: new Date(now().getTime() + CODE_TTL_MS),
    });
    await outbox.send(tx, verificationCodeMail(email, user.locale, user.firstName, code));
  }

  async function sendCode(userId: string, email: string, force = false) {
    const user = await findById(userId);
    if (!user) throw accountRefused('notFound');
    await jobs.transaction((tx) => issueCode(tx, user, email, force));
  }

  /**
   * Checks a code; on success it is spent (never accepted twice) and the verified address returned.
   * The attempt is counted before comparing, in one guarded update: concurrent guesses each take
   * one of the CODE_MAX_ATTEMPTS places or none, on PGlite as on PostgreSQL (row lock, re-checked
   * condition), so a burst of wrong codes cannot be compared more often than the limit.
   */
  async function consumeCode(userId: string, code: string): Promise<string> {
    const [live] = await latestLiveCode(db, userId);
    if (!live || live.expiresAt <= now()) throw accountRefused('code.expired', 'code');
    const [counted] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(
        and(
          eq(emailCodes.id, live.id),
          isNull(emailCodes.consumedAt),
          lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: emailCodes.attempts });
    if (!counted) throw accountRefused('code.tooManyAttempts', 'code');
    if (live.codeHash !== hashSecret(`${userId}:${code}`)) {
      const left = CODE_MAX_ATTEMPTS - counted.attempts;
      throw accountRefused(left > 0 ? 'code.wrong' : 'code.tooManyAttempts', 'code', { count: left });
    }
    const spent = await db
      .update(emailCodes)
      .set({ consumedAt: now() })
      .where(and(eq(emailCodes.id, live.id), isNull(emailCodes.consumedAt)))
      .returning({ email: emailCodes.email });
    if (!spent[0]) throw accountRefused('code.expired', 'code');
    return spent[0].email;
  }

  async function signup(input: SignupInput, locale: Locale) {
    checkPassword(input.password);
    const existing = await findByEmail(input.email);
    if (existing?.emailVerifiedAt) throw accountRefused('email.taken', 'email');
    const values = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      country: input.country,
      gender: input.gender,
      company: input.company,
      region: input.region,
      job: input.job,
      locale,
      passwordHash: await hashPassword(input.password),
      updatedAt: now(),
    };
    return jobs.transaction(async (tx) => {
      // An unconfirmed account under this address proves nothing: the new signup replaces it.
      const [user] = existing
        ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning()
        : await tx
            .insert(users)
            .values({ ...values, createdAt: now() })
            .returning();
      await issueCode(tx, user!, user!.email, true);
      return { userId: user!.id, email: user!.email };
    });
  }

  /** Confirms the signup address, opens a browser session and says welcome. */
  async function confirmSignup(userId: string, code: string, userAgent = '') {
    const user = await findById(userId);
    if (!user || user.emailVerifiedAt) throw accountRefused('code.expired', 'code');
    const email = await consumeCode(userId, code);
    if (email !== user.email) throw accountRefused('code.expired', 'code');
    await db.transaction(async (tx) => {
      await tx.update(users).set({ emailVerifiedAt: now(), updatedAt: now() }).where(eq(users.id, userId));
      await notifications.create(userId, welcomeNotification(user.firstName), { tx });
    });
    return sessions.create(userId, 'browser', userAgent);
  }

  /**
   * The one credential check of both login doors (the customer's and the admin's): the door's
   * throttle, then the password, checked as long for an unknown address as for a known one.
   * `accepts` says which right-password accounts this door lets in; any other is refused exactly
   * like a wrong password (nothing tells them apart). Only an accepted login gives its throttle
   * slot back.
   */
  async function checkCredentials(opts: {
    door: LoginDoor;
    email: string;
    password: string;
    ip: string;
    humanVerified: boolean;
    accepts?: (user: User) => boolean;
  }): Promise<CredentialCheck> {
    const attempt = await throttle.begin({
      door: opts.door,
      ip: opts.ip,
      email: opts.email,
      humanVerified: opts.humanVerified,
    });
    if (!attempt.ok) return attempt;
    const user = await findByEmail(opts.email);
    const valid = user
      ? await verifyPassword(opts.password, user.passwordHash)
      : await spendPasswordCheck(opts.password).then(() => false);
    if (!user || !valid || (opts.accepts && !opts.accepts(user)))
      return { ok: false, reason: 'invalid', user };
    await attempt.succeeded();
    return { ok: true, user };
  }

  async function login(opts: {
    email: string;
    password: string;
    ip: string;
    kind: SessionKind;
    userAgent?: string;
    humanVerified?: boolean;
    locale?: Locale;
  }): Promise<LoginResult> {
    const check = await checkCredentials({
      door: 'customer',
      email: opts.email,
      password: opts.password,
      ip: opts.ip,
      humanVerified: !!opts.humanVerified,
    });
    if (!check.ok) return check.reason === 'invalid' ? { ok: false, reason: 'invalid' } : check;
    const { user } = check;
    // Said only to whoever typed the right password: it tells a guesser nothing.
    if (user.disabledAt) return { ok: false, reason: 'disabled' };
    if (!user.emailVerifiedAt) return { ok: false, reason: 'unconfirmed', userId: user.id };
    if (opts.locale && opts.locale !== user.locale)
      await db.update(users).set({ locale: opts.locale }).where(eq(users.id, user.id));
    const session = await sessions.create(user.id, opts.kind, opts.userAgent);
    return { ok: true, userId: user.id, ...session };
  }

  /** Always "done" to the caller, whether or not the account exists. */
  async function requestPasswordReset(email: string, resetPath: (token: string) => string) {
    const user = await findByEmail(email);
    if (!user) return;
    const token = newSecret();
    await jobs.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        tokenHash: hashSecret(token),
        userId: user.id,
        expiresAt: new Date(now().getTime() + RESET_TTL_MS),
      });
      await outbox.send(
        tx,
        passwordResetMail(user.email, user.locale, user.firstName, deps.publicUrl + resetPath(token)),
      );
    });
  }

  async function isResetTokenLive(token: string) {
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashSecret(token)));
    return !!row && !row.usedAt && row.expiresAt > now();
  }

  /** Sets the new password from a live link, spends the link and ends every session of the user. */
  async function resetPassword(token: string, password: string) {
    checkPassword(password);
    const spent = await db
      .update(passwordResets)
      .set({ usedAt: now() })
      .where(and(eq(passwordResets.tokenHash, hashSecret(token)), isNull(passwordResets.usedAt)))
      .returning();
    const row = spent[0];
    if (!row || row.expiresAt <= now()) throw accountRefused('reset.invalid');
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: now() })
      .where(eq(users.id, row.userId));
    await sessions.revokeAllOf(row.userId);
  }

  async function updateProfile(userId: string, input: ProfileInput) {
    await db
      .update(users)
      .set({ ...input, updatedAt: now() })
      .where(eq(users.id, userId));
  }

  async function changePassword(userId: string, current: string, next: string, keepSecret?: string) {
    const user = await findById(userId);
    if (!user || !(await verifyPassword(current, user.passwordHash)))
      throw accountRefused('password.wrong', 'currentPassword');
    checkPassword(next);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(next), updatedAt: now() })
      .where(eq(users.id, userId));
    await sessions.revokeAllOf(userId, keepSecret);
  }

  /** Re-asks the password, then e-mails a code to the new address; the change waits for it. */
  async function requestEmailChange(userId: string, newEmail: string, password: string) {
    const user = await findById(userId);
    if (!user || !(await verifyPassword(password, user.passwordHash)))
      throw accountRefused('password.wrong', 'password');
    if (newEmail === user.email) throw accountRefused('email.same', 'email');
    if (await findByEmail(newEmail)) throw accountRefused('email.taken', 'email');
    await sendCode(userId, newEmail);
  }

  async function confirmEmailChange(userId: string, code: string) {
    const email = await consumeCode(userId, code);
    const taken = await findByEmail(email);
    if (taken && taken.id !== userId) throw accountRefused('email.taken', 'code');
    await db.update(users).set({ email, updatedAt: now() }).where(eq(users.id, userId));
    return email;
  }

  /** The new address waiting for its code, if a change is under way. */
  async function pendingEmailChange(userId: string): Promise<string | null> {
    const user = await findById(userId);
    if (!user) return null;
    const [live] = await latestLiveCode(db, userId);
    return live && live.email !== user.email && live.expiresAt > now() ? live.email : null;
  }

  /** What the account page shows: the profile without any secret. */
  async function getProfile(userId: string) {
    const user = await findById(userId);
    if (!user) return null;
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      country: user.country,
      gender: user.gender,
      company: user.company,
      region: user.region,
      job: user.job,
      companyBranches: user.companyBranches,
      companyLocation: user.companyLocation,
      additionalInfo: user.additionalInfo,
      billingAddress: user.billingAddress,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** Creates or promotes an admin (npm run admin:create, or ADMIN_EMAIL/ADMIN_PASSWORD at start). */
  async function ensureAdmin(input: {
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
  }) {
    checkPassword(input.password);
    const email = input.email.trim().toLowerCase();
    const at = now();
    // One statement, so processes started together with the same ADMIN_EMAIL never race: the
    // first inserts, the others promote that row (an existing account keeps its password).
    // xmax is 0 only on a row this statement inserted.
    const [user] = await db
      .insert(users)
      .values({
        email,
        firstName: input.firstName ?? 'Admin',
        lastName: input.lastName ?? '',
        role: 'admin',
        passwordHash: await hashPassword(input.password),
        emailVerifiedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          role: 'admin',
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, excluded.email_verified_at)`,
        },
      })
      .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
    return { created: user!.created, id: user!.id };
  }

  /** Deletes what can no longer be used: expired sessions, codes and reset links. */
  async function purgeExpired() {
    await sessions.purgeExpired();
    await db.delete(emailCodes).where(lt(emailCodes.expiresAt, now()));
    await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now()));
  }

  jobs.define(PURGE_JOB, { every: PURGE_EVERY_MS, handler: purgeExpired });

  return {
    sessions,
    throttle,
    purgeExpired,
    findById,
    findByEmail,
    signup,
    resendSignupCode: async (userId: string) => {
      const user = await findById(userId);
      if (!user || user.emailVerifiedAt) throw accountRefused('code.expired');
      await sendCode(userId, user.email);
    },
    confirmSignup,
    checkCredentials,
    login,
    requestPasswordReset,
    isResetTokenLive,
    resetPassword,
    updateProfile,
    changePassword,
    requestEmailChange,
    confirmEmailChange,
    pendingEmailChange,
    getProfile,
    ensureAdmin,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
