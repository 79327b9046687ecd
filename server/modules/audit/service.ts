import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { formatDate } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { listPage, tablePage } from '../../http/list-page';
import { localToInstant, type Clock } from '../../platform/clock';
import { translator } from '../../platform/i18n';
import { auditLog } from './schema';

type Json = Record<string, unknown>;

/** Who acted, from where: an admin session's actor, or nobody known (a failed login). */
export interface AuditActor {
  id: string | null;
  email: string;
  sessionId?: string | null;
  ip: string;
  userAgent: string;
}

/** Where a request comes from: written on the admin session and on each audit row. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** The actor of an admin session's request. */
export const actorOf = (
  session: { userId: string; email: string; id: string },
  origin: RequestOrigin,
): AuditActor => ({ id: session.userId, email: session.email, sessionId: session.id, ...origin });

export interface AuditEntry {
  actor: AuditActor;
  /** `area.verb`, e.g. `admin.login`, `order.status_changed`: a key of the admin namespace's audit actions. */
  action: string;
  entity?: { type: string; id: string };
  /** The record before and after the action: only the fields that differ are kept. */
  before?: Json | null;
  after?: Json | null;
}

/** Only the fields whose values differ, on each side (a created or deleted record keeps its whole side). */
export function auditDelta(before: Json | null | undefined, after: Json | null | undefined) {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const b: Json = {};
  const a: Json = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key in before) b[key] = before[key];
    if (key in after) a[key] = after[key];
  }
  return { before: b, after: a };
}

export interface AuditFilters {
  /** An actor's e-mail (part of it) or id. */
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  /** Local days (YYYY-MM-DD) in the shop's zone, both included. */
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

/**
 * Names the records of one entity type for the audit screen (a promo code's code, a service's
 * name in the reader's language, an account's e-mail): ids it does not know are left out.
 */
export type AuditEntityNamer = (ids: string[], locale: Locale) => Promise<Map<string, string>>;

const DAY = 24 * 60 * 60 * 1000;
const localDay = (value: string) => Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The append-only audit log (ADR-0601). `record` takes the transaction of the action it describes,
 * so the row and the change commit together or not at all.
 */
export function createAuditLog(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;
  const namers = new Map<string, AuditEntityNamer>();

  /** The names of the entities of these rows, by `type:id`, from each type's namer. */
  async function entityNames(rows: { entityType: string; entityId: string }[], locale: Locale) {
    const idsByType = new Map<string, string[]>();
    for (const { entityType, entityId } of rows)
      if (entityId && namers.has(entityType))
        idsByType.set(entityType, [...(idsByType.get(entityType) ?? []), entityId]);
    const names = new Map<string, string>();
    await Promise.all(
      [...idsByType].map(async ([type, ids]) => {
        for (const [id, name] of await namers.get(type)!(ids, locale)) names.set(`${type}:${id}`, name);
      }),
    );
    return names;
  }

  async function record(tx: Db, entry: AuditEntry) {
    const { before, after } = auditDelta(entry.before, entry.after);
    await tx.insert(auditLog).values({
      occurredAt: clock.now(),
      actorId: entry.actor.id,
      actorEmail: entry.actor.email.slice(0, 320),
      sessionId: entry.actor.sessionId ?? null,
      action: entry.action,
      entityType: entry.entity?.type ?? '',
      entityId: entry.entity?.id ?? '',
      before,
      after,
      ip: entry.actor.ip.slice(0, 100),
      userAgent: entry.actor.userAgent.slice(0, 300),
    });
  }

  function conditions(f: AuditFilters): SQL[] {
    const where: SQL[] = [];
    if (f.actor) {
      const like = `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(UUID.test(f.actor) ? eq(auditLog.actorId, f.actor) : ilike(auditLog.actorEmail, like));
    }
    if (f.action) where.push(eq(auditLog.action, f.action));
    if (f.entityType) where.push(eq(auditLog.entityType, f.entityType));
    if (f.entityId) where.push(eq(auditLog.entityId, f.entityId));
    if (f.from) where.push(gte(auditLog.occurredAt, new Date(localToInstant(localDay(f.from), 0, timeZone))));
    if (f.to)
      where.push(lt(auditLog.occurredAt, new Date(localToInstant(localDay(f.to) + DAY, 0, timeZone))));
    return where;
  }

  /** A page of the log, newest first, with dates and action names in the reader's language. */
  async function list(f: AuditFilters, locale: Locale) {
    const order = [desc(auditLog.occurredAt), desc(auditLog.id)];
    const { rows, total } = await tablePage(db, auditLog, and(...conditions(f)), order, f);
    const t = translator(locale);
    const names = await entityNames(rows, locale);
    const data = rows.map((row) => ({
      id: row.id,
      occurred_at: row.occurredAt.toISOString(),
      occurred_at_label: formatDate(row.occurredAt, locale, timeZone, 'dateTime'),
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      session_id: row.sessionId,
      action: row.action,
      action_label: t(`admin:audit.actions.${row.action}`, { defaultValue: row.action }),
      entity_type: row.entityType,
      entity_id: row.entityId,
      /** The record's name now (null: no namer, or the record is gone); the id stays beside it. */
      entity_name: names.get(`${row.entityType}:${row.entityId}`) ?? null,
      before: row.before,
      after: row.after,
      ip: row.ip,
      user_agent: row.userAgent,
    }));
    return listPage(data, total, f);
  }

  /** The actions present in the log, for the screen's filter. */
  async function actions(): Promise<string[]> {
    const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
    return rows.map((r) => r.action);
  }

  /** Registers how the screen names one entity type's records (done once, where services are built). */
  function nameEntities(type: string, namer: AuditEntityNamer) {
    namers.set(type, namer);
  }

  return { record, list, actions, nameEntities };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
