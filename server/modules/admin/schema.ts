import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, uuidId, parentUuid } from '../../db/columns';
import { users } from '../accounts/schema';

/**
 * Admin sessions (ADR-0600): an opaque Bearer token kept in the tab's session storage, bound to a
 * random value in an httpOnly SameSite=Strict cookie. Only SHA-256 of each is stored.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** A public handle (audit rows, "your sessions"); the hashes never leave the server. */
    id: uuidId(),
    tokenHash: text('token_hash').notNull().unique(),
    bindingHash: text('binding_hash').notNull(),
    userId: parentUuid('user_id', () => users.id),
    /** SHA-256 of the password hash at login: a changed password ends the session. */
    credentialStamp: text('credential_stamp').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: at('created_at').notNull(),
    /** The login or the last refresh: the idle expiry slides from here. */
    refreshedAt: at('refreshed_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    idleExpiresAt: at('idle_expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    reauthenticatedAt: at('reauthenticated_at'),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason').$type<AdminSessionEndReason>(),
  },
  (t) => [index('admin_sessions_user').on(t.userId)],
);

export type AdminSessionEndReason =
  'logout' | 'signed_out_everywhere' | 'password_changed' | 'account_disabled' | 'no_longer_admin';
