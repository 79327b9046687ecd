import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, bigSerialId } from '../../db/columns';

/**
 * The audit log (ADR-0601): one row per admin action, written in the action's transaction. Rows
 * are never updated or deleted: a trigger refuses it (migration admin_sessions_and_audit).
 * No foreign key on the actor, so deleting an account can never need to touch this table.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigSerialId(),
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
