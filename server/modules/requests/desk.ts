import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { uniqueUuids } from '../../platform/ids';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import {
  contactRequestMessages,
  contactRequests,
  type RequestActor,
  type RequestStatus,
  type SlaState,
} from './schema';
import type { JobsService } from '../jobs/service';
import type { RequestNotice } from './notices';
import { queueFlag, slaWindow } from './service-level-state';
import { loadServiceLevels } from './sla';
import { isDomainError } from '../../platform/domain-error';
import { RequestErrors, requestNotFound, requestTransitionRefused } from './errors';
import { FINAL_REQUEST_STATUSES } from './state-machine';
import { lockRequest, moveRequest, updateRequest, type RequestRow } from './transitions';

export const SLA_JOB = 'requests.sla';

/**
 * Runs inside a desk action's transaction once the change is written (the admin's audit row): it
 * commits with the change or not at all. `messageId` is the thread message the action added.
 */
export type DeskHook = (
  tx: Db,
  change: { before: RequestRow; after: RequestRow; messageId?: number },
) => Promise<void>;
export const AUTO_CLOSE_JOB = 'requests.auto-close';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The company's side of the desk (ADR-0500), what the admin screens call. Every status change is
 * the state machine's move with a history row; each one the customer should know of is announced
 * (mail + notification) in the same transaction. Internal notes are never announced.
 */
export function createRequestDesk(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'transaction' | 'define'>;
  announce: (tx: Db, request: RequestRow, notice: RequestNotice) => Promise<void>;
}) {
  const { db, clock, jobs, announce } = deps;
  const checkId = (id: string) => {
    if (!UUID.test(id)) throw requestNotFound();
    return id.toLowerCase();
  };

  /** A message of the company's on request `requestId`'s thread; its id. */
  async function staffMessage(
    tx: Db,
    requestId: string,
    message: { authorId: string; body: string; createdAt: Date; asksCustomer?: boolean; internal?: boolean },
  ) {
    const [row] = await tx
      .insert(contactRequestMessages)
      .values({ requestId, author: 'staff', ...message })
      .returning({ id: contactRequestMessages.id });
    return row!.id;
  }

  async function changeStatus(
    input: {
      id: string;
      to: RequestStatus;
      actor: RequestActor;
      actorId?: string | null;
    },
    hook?: DeskHook,
  ) {
    const id = checkId(input.id);
    const levels = await loadServiceLevels(db);
    return jobs.transaction(async (tx) => {
      const before = await lockRequest(tx, id);
      const { moved, request } = await moveRequest(tx, clock, levels, { ...input, id });
      if (moved) await announce(tx, request, { kind: 'status_changed', status: input.to });
      if (moved && hook) await hook(tx, { before, after: request });
      return request;
    });
  }

  /**
   * The admin approves or rejects a Pending request with a response: the move, the response as a
   * public reply (it meets the first-response target) and one notice carrying both, together.
   */
  async function decide(
    input: { id: string; adminId: string; to: 'approved' | 'rejected'; response: string },
    hook?: DeskHook,
  ) {
    const id = checkId(input.id);
    const levels = await loadServiceLevels(db);
    return jobs.transaction(async (tx) => {
      const before = await lockRequest(tx, id);
      const moved = await moveRequest(tx, clock, levels, {
        id,
        to: input.to,
        actor: 'admin',
        actorId: input.adminId,
      });
      // Already decided the same way (a double submit, a colleague): not a second answer.
      if (!moved.moved) throw requestTransitionRefused(before.status, input.to, 'admin');
      const now = clock.now();
      const request = before.firstRespondedAt
        ? moved.request
        : await updateRequest(tx, moved.request, { firstRespondedAt: now }, levels, now);
      const messageId = await staffMessage(tx, id, {
        authorId: input.adminId,
        body: input.response,
        createdAt: now,
      });
      await announce(tx, request, { kind: 'status_changed', status: input.to, body: input.response });
      if (hook) await hook(tx, { before, after: request, messageId });
      return { id: messageId, request };
    });
  }

  const approve = (id: string, adminId: string) =>
    changeStatus({ id, to: 'approved', actor: 'admin', actorId: adminId });
  const reject = (id: string, adminId: string) =>
    changeStatus({ id, to: 'rejected', actor: 'admin', actorId: adminId });
  const markDone = (id: string, adminId: string) =>
    changeStatus({ id, to: 'done', actor: 'admin', actorId: adminId });

  /**
   * A public reply of the company: the first one meets the first-response target; `asksCustomer`
   * pauses the SLA clock until the customer answers. Not on a final request.
   */
  async function reply(
    input: { id: string; adminId: string; body: string; asksCustomer?: boolean },
    hook?: DeskHook,
  ) {
    const id = checkId(input.id);
    const levels = await loadServiceLevels(db);
    return jobs.transaction(async (tx) => {
      const current = await lockRequest(tx, id);
      if (FINAL_REQUEST_STATUSES.includes(current.status))
        throw requestTransitionRefused(current.status, current.status, 'admin');
      const now = clock.now();
      const changes: Partial<RequestRow> = {};
      if (!current.firstRespondedAt) changes.firstRespondedAt = now;
      if (input.asksCustomer && !current.waitingOnCustomer) {
        changes.waitingOnCustomer = true;
        changes.waitingSince = now;
      }
      const request = await updateRequest(tx, current, changes, levels, now);
      const messageId = await staffMessage(tx, id, {
        authorId: input.adminId,
        body: input.body,
        asksCustomer: input.asksCustomer ?? false,
        createdAt: now,
      });
      await announce(tx, request, { kind: 'replied', body: input.body });
      if (hook) await hook(tx, { before: current, after: request, messageId });
      return { id: messageId, request };
    });
  }

  const askCustomer = (input: { id: string; adminId: string; body: string }, hook?: DeskHook) =>
    reply({ ...input, asksCustomer: true }, hook);

  /** A note for the company only: stored in the thread, never shown, sent or announced to the customer. */
  async function addInternalNote(input: { id: string; adminId: string; body: string }, hook?: DeskHook) {
    const id = checkId(input.id);
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id));
      if (!row) throw requestNotFound();
      const messageId = await staffMessage(tx, id, {
        authorId: input.adminId,
        body: input.body,
        internal: true,
        createdAt: clock.now(),
      });
      if (hook) await hook(tx, { before: row, after: row, messageId });
      return { id: messageId };
    });
  }

  /** The whole thread, internal notes included: for the admin screens only. */
  async function thread(id: string) {
    return db
      .select()
      .from(contactRequestMessages)
      .where(eq(contactRequestMessages.requestId, checkId(id)))
      .orderBy(contactRequestMessages.createdAt, contactRequestMessages.id);
  }

  /**
   * Writes each request's live flag (overdue, due soon, else ok) to `sla_state`, by the queue's
   * own expression (`service-level-state.ts`). For the admin queues.
   */
  async function markServiceLevels() {
    const flag = queueFlag(slaWindow(await loadServiceLevels(db), clock.now()));
    const state = sql<SlaState>`(case when ${flag} in ('overdue', 'due_soon') then ${flag} else 'ok' end)`;
    await db
      .update(contactRequests)
      .set({ slaState: state })
      .where(sql`${contactRequests.slaState} <> ${state}`);
  }

  /** Done requests without a reply for N days close (by the scheduler), each with its notice. */
  async function autoClose() {
    const levels = await loadServiceLevels(db);
    const cutoff = new Date(clock.now().getTime() - levels.autoCloseDays * 86_400_000);
    const due = await db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.status, 'done'),
          isNotNull(contactRequests.resolvedAt),
          lte(contactRequests.resolvedAt, cutoff),
        ),
      )
      .limit(500);
    let closed = 0;
    for (const { id } of due) {
      const moved = await jobs
        .transaction(async (tx) => {
          const current = await lockRequest(tx, id);
          // Reopened by a reply since it was read: leave it.
          if (current.status !== 'done' || !current.resolvedAt || current.resolvedAt > cutoff) return false;
          const result = await moveRequest(tx, clock, levels, { id, to: 'closed', actor: 'scheduler' });
          if (result.moved) await announce(tx, result.request, { kind: 'status_changed', status: 'closed' });
          return result.moved;
        })
        .catch((error: unknown) => {
          if (isDomainError(error, RequestErrors.transitionRefused)) return false;
          throw error;
        });
      if (moved) closed += 1;
    }
    return closed;
  }

  jobs.define(SLA_JOB, { every: 5 * 60_000, handler: async () => markServiceLevels() });
  jobs.define(AUTO_CLOSE_JOB, { every: 60 * 60_000, handler: async () => void (await autoClose()) });

  /** A request's subject (or its sender's address) by id, for the audit screen (ADR-0601). */
  async function subjectsOf(ids: string[]): Promise<Map<string, string>> {
    const known = uniqueUuids(ids);
    if (known.length === 0) return new Map();
    const rows = await db
      .select({ id: contactRequests.id, subject: contactRequests.subject, email: contactRequests.email })
      .from(contactRequests)
      .where(inArray(contactRequests.id, known));
    return new Map(rows.map((r) => [r.id, r.subject?.trim() || r.email]));
  }

  return {
    subjectsOf,
    changeStatus,
    decide,
    approve,
    reject,
    markDone,
    reply,
    askCustomer,
    addInternalNote,
    thread,
    markServiceLevels,
    autoClose,
  };
}
