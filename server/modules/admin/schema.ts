import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Admin sessions (ADR-0600): an opaque Bearer token kept in the tab's session storage, bound to a
 * random value in an httpOnly SameSite=Strict cookie. Only SHA-256 of each is stored.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** A public handle (audit rows, "your sessions"); the hashes never leave the server. */
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    bindingHash: text('binding_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/**
 * The audit log (ADR-0601): one row per admin action, written in the action's transaction. Rows
 * are never updated or deleted: a trigger refuses it (migration admin_sessions_and_audit).
 * No foreign key on the actor, so deleting an account can never need to touch this table.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: at('occurred_at').notNull(),
    actorId: uuid('actor_id'),
    /** The actor's address when it happened (or the one typed at a failed login). */
    actorEmail: text('actor_email').notNull().default(''),
    sessionId: uuid('session_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull().default(''),
    entityId: text('entity_id').notNull().default(''),
    /** Only the fields that changed: before and after values. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    index('audit_log_occurred').on(t.occurredAt),
    index('audit_log_actor').on(t.actorId, t.occurredAt),
    index('audit_log_entity').on(t.entityType, t.entityId),
    index('audit_log_action').on(t.action, t.occurredAt),
  ],
);
