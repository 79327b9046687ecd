import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, uuidId, timestamps, parentUuid } from '../../db/columns';
import type { CompanyBranch, Gender, Role } from '../../../common/accounts/types';

export type { CompanyBranch, Gender, Role };

export const users = pgTable(
  'users',
  {
    id: uuidId(),
    /** Always stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    /** Asked at signup; null for accounts made otherwise (an admin created from the command line). */
    gender: text('gender').$type<Gender>(),
    role: text('role').$type<Role>().notNull().default('customer'),
    /** The language of their mails and notifications (the one they signed up in, then their last login). */
    locale: text('locale').notNull().default('en'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: at('email_verified_at'),
    company: text('company').notNull().default(''),
    region: text('region').notNull().default(''),
    job: text('job').notNull().default(''),
    companyBranches: jsonb('company_branches').$type<CompanyBranch[]>().notNull().default([]),
    companyLocation: text('company_location').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    /** Printed on the customer's invoices (ADR-0400). */
    billingAddress: text('billing_address').notNull().default(''),
    /** Set by an admin (ADR-0610): no login, every session ended, until enabled again. */
    disabledAt: at('disabled_at'),
    ...timestamps(),
  },
  // New accounts per week on the dashboard (ADR-0704).
  (t) => [index('users_created').on(t.createdAt)],
);

/**
 * Browser sessions (kind 'browser', the `sid` cookie) and API tokens (kind 'api', Bearer).
 * Only the SHA-256 of the secret is stored: a leaked table gives no usable credential.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** A public handle for listing and ending a session (the hash never leaves the server). */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: parentUuid('user_id', () => users.id),
    kind: text('kind').$type<'browser' | 'api'>().notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

/** Six-digit codes e-mailed to verify an address (at signup, or a new address on change). */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuidId(),
    userId: parentUuid('user_id', () => users.id),
    /** The address being verified (the account's own, or the new one asked for). */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('email_codes_user').on(t.userId)],
);

/** Single-use password reset links; only the token's hash is kept. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: parentUuid('user_id', () => users.id),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
