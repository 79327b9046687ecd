import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { AttachmentSummary } from '../../../common/attachments/types';
import type { Locale } from '../../../common/i18n/languages';
import type { FILED_REQUEST_KINDS } from '../../../common/requests/schemas';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { accountDirectory } from '../accounts/read-model';
import type { IncomingFile, PreparedFiles } from '../attachments/service';
import type { createAttachmentsService } from '../attachments/service';
import { requestConfirmationMail, requestNoticeMail } from './mails';
import {
  contactRequestHistory,
  contactRequestMessages,
  contactRequests,
  type RequestKind,
  type RequestStatus,
} from './schema';
import type { MailOutbox } from '../jobs/outbox';
import type { JobsService } from '../jobs/service';
import type { NotificationsService } from '../notifications/service';
import { createRequestDesk } from './desk';
import { createRequestIntake } from './intake';
import { createRequestQueue } from './queue';
import { companyReplyMail, createRequestNotices } from './notices';
import { dueTimes, loadServiceLevels, pauseLength } from './sla';
import { requestTransitionRefused } from './errors';
import { FINAL_REQUEST_STATUSES } from './state-machine';
import { lockRequest, moveRequest, updateRequest, type RequestRow } from './transitions';
import { requestListItem } from './view';

/** The kinds a customer files here; demos have their own section (slots). */
export type FiledKind = (typeof FILED_REQUEST_KINDS)[number];

export interface NewCustomerRequest {
  type: FiledKind;
  subject: string;
  comments: string;
  links?: string[];
  notes?: string | null;
}

export interface ListQuery {
  status?: RequestStatus;
  type?: RequestKind;
  q?: string;
  page?: number;
  perPage?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The service desk (ADR-0500) on the contact requests: a customer files, lists, reads and answers
 * their requests and attaches files; `desk` is the company's side (statuses, replies, internal
 * notes, questions to the customer) and the scheduled SLA and auto-close jobs.
 */
export function createRequestsService(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'transaction' | 'define'>;
  outbox: MailOutbox;
  notifications: Pick<NotificationsService, 'create'>;
  attachments: ReturnType<typeof createAttachmentsService>;
  config: { PUBLIC_URL: string; COMPANY_EMAIL: string };
}) {
  const { db, clock, attachments, outbox, config } = deps;
  const announce = createRequestNotices({
    outbox,
    notifications: deps.notifications,
    publicUrl: config.PUBLIC_URL,
  });

  /** The requests a customer owns: filed from their account, or earlier from their confirmed address. */
  async function ownedBy(userId: string): Promise<SQL | null> {
    if (!UUID.test(userId)) return null;
    const [user] = await db
      .select({ email: accountDirectory.email, verified: accountDirectory.emailVerifiedAt })
      .from(accountDirectory)
      .where(eq(accountDirectory.id, userId));
    if (!user) return null;
    const mine = eq(contactRequests.customerId, userId);
    return user.verified
      ? or(
          mine,
          and(isNull(contactRequests.customerId), eq(contactRequests.email, user.email.toLowerCase())),
        )!
      : mine;
  }

  /** The request `id` if `userId` owns it; unknown, malformed and other people's ids alike are null. */
  async function findOwned(userId: string, id: string): Promise<RequestRow | null> {
    if (!UUID.test(id)) return null;
    const owned = await ownedBy(userId);
    if (!owned) return null;
    const [row] = await db
      .select()
      .from(contactRequests)
      .where(and(eq(contactRequests.id, id.toLowerCase()), owned));
    return row ?? null;
  }

  async function file(
    userId: string,
    input: NewCustomerRequest,
    locale: Locale,
    files?: IncomingFile[] | PreparedFiles,
  ): Promise<{ id: string; attachments: AttachmentSummary[] }> {
    const [user] = await db.select().from(accountDirectory).where(eq(accountDirectory.id, userId));
    if (!user) throw new Error('no such customer');
    const levels = await loadServiceLevels(db);
    const id = randomUUID();
    const now = clock.now();
    const base = {
      id,
      kind: input.type,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email.toLowerCase(),
      phone: user.phone || null,
      company: user.company || null,
      subject: input.subject,
      message: input.comments,
      links: input.links ?? [],
      notes: input.notes || null,
      serviceId: null,
      customerId: userId,
      locale,
      status: 'pending' as const,
      createdAt: now,
      updatedAt: now,
      pausedMinutes: 0,
      waitingOnCustomer: false,
      firstRespondedAt: null,
    };
    const row = { ...base, ...dueTimes(base, levels) };
    const mailData = {
      ...row,
      serviceName: null,
      link: `${config.PUBLIC_URL}/${locale}/contact_requests/${id}`,
    };
    // The request, its files and both mails commit together, or nothing does (files included).
    return attachments.transaction(async (tx) => {
      await tx.insert(contactRequests).values(row);
      const stored =
        files && (Array.isArray(files) ? files.length > 0 : files.files.length > 0)
          ? await attachments.store({ ownerKind: 'request', ownerId: id, uploaderId: userId, files }, tx)
          : [];
      await outbox.send(
        tx,
        requestConfirmationMail(mailData),
        requestNoticeMail(mailData, config.COMPANY_EMAIL),
      );
      return { id, attachments: stored };
    });
  }

  async function list(userId: string, query: ListQuery = {}) {
    const perPage = Math.min(Math.max(query.perPage ?? 10, 1), 50);
    const page = Math.max(query.page ?? 1, 1);
    const owned = await ownedBy(userId);
    if (!owned) return { rows: [] as RequestRow[], page, perPage, total: 0 };
    // Demos have their own tab (slots); their requests stay readable by id.
    const conditions = [owned, ne(contactRequests.kind, 'demo')];
    if (query.status) conditions.push(eq(contactRequests.status, query.status));
    if (query.type) conditions.push(eq(contactRequests.kind, query.type));
    if (query.q?.trim()) conditions.push(ilike(contactRequests.subject, `%${escapeLike(query.q.trim())}%`));
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(contactRequests).where(where);
    const rows = await db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { rows, page, perPage, total: total?.n ?? 0 };
  }

  /** `list` with each row as the lists show it (the admin's page of a customer). */
  async function listItems(userId: string, query: ListQuery, locale: Locale, timeZone: string) {
    const found = await list(userId, query);
    return { ...found, rows: found.rows.map((row) => requestListItem(row, locale, timeZone)) };
  }

  /** A request with what its customer may see: public thread, files, history. Never internal notes. */
  async function get(userId: string, id: string) {
    const row = await findOwned(userId, id);
    if (!row) return null;
    const [thread, history, files] = await Promise.all([
      db
        .select({
          id: contactRequestMessages.id,
          author: contactRequestMessages.author,
          body: contactRequestMessages.body,
          createdAt: contactRequestMessages.createdAt,
        })
        .from(contactRequestMessages)
        .where(and(eq(contactRequestMessages.requestId, row.id), eq(contactRequestMessages.internal, false)))
        .orderBy(asc(contactRequestMessages.createdAt), asc(contactRequestMessages.id)),
      db
        .select({
          from: contactRequestHistory.fromStatus,
          to: contactRequestHistory.toStatus,
          actor: contactRequestHistory.actor,
          at: contactRequestHistory.at,
        })
        .from(contactRequestHistory)
        .where(eq(contactRequestHistory.requestId, row.id))
        .orderBy(asc(contactRequestHistory.at), asc(contactRequestHistory.id)),
      attachments.list({ ownerKind: 'request', ownerId: row.id }),
    ]);
    return { request: row, thread, history, files };
  }

  /**
   * The customer's public reply: ends a wait on them (the pause's business minutes push the due
   * times back), and reopens a Done request (Done → Approved, by the system on their behalf).
   */
  async function comment(userId: string, id: string, body: string): Promise<{ id: number } | null> {
    const owned = await findOwned(userId, id);
    if (!owned) return null;
    if (FINAL_REQUEST_STATUSES.includes(owned.status))
      throw requestTransitionRefused(owned.status, owned.status, 'customer');
    const levels = await loadServiceLevels(db);
    return deps.jobs.transaction(async (tx) => {
      if (owned.status === 'done')
        await moveRequest(tx, clock, levels, {
          id: owned.id,
          to: 'approved',
          actor: 'system',
          actorId: userId,
        });
      const current = await lockRequest(tx, owned.id);
      if (FINAL_REQUEST_STATUSES.includes(current.status))
        throw requestTransitionRefused(current.status, current.status, 'customer');
      const now = clock.now();
      if (current.waitingOnCustomer)
        await updateRequest(
          tx,
          current,
          {
            waitingOnCustomer: false,
            waitingSince: null,
            pausedMinutes: current.pausedMinutes + pauseLength(current.waitingSince, now, levels),
          },
          levels,
          now,
        );
      const [message] = await tx
        .insert(contactRequestMessages)
        .values({ requestId: current.id, author: 'customer', authorId: userId, body, createdAt: now })
        .returning({ id: contactRequestMessages.id });
      const link = `${config.PUBLIC_URL}/en/contact_requests/${current.id}`;
      await outbox.send(tx, companyReplyMail(current, body, config.COMPANY_EMAIL, link));
      return { id: message!.id };
    });
  }

  async function addFiles(userId: string, id: string, files: IncomingFile[] | PreparedFiles) {
    const owned = await findOwned(userId, id);
    if (!owned) return null;
    if (FINAL_REQUEST_STATUSES.includes(owned.status))
      throw requestTransitionRefused(owned.status, owned.status, 'customer');
    return attachments.store({ ownerKind: 'request', ownerId: owned.id, uploaderId: userId, files });
  }

  async function openFile(userId: string, id: string, fileId: string) {
    const owned = await findOwned(userId, id);
    if (!owned) return null;
    return attachments.open(fileId, { ownerKind: 'request', ownerId: owned.id });
  }

  /** The customer cancels their own request (Pending or Approved). */
  async function cancel(userId: string, id: string) {
    const owned = await findOwned(userId, id);
    if (!owned) return null;
    const levels = await loadServiceLevels(db);
    return deps.jobs.transaction(async (tx) => {
      const { moved, request } = await moveRequest(tx, clock, levels, {
        id: owned.id,
        to: 'canceled',
        actor: 'customer',
        actorId: userId,
      });
      if (moved) await announce(tx, request, { kind: 'status_changed', status: 'canceled' });
      return request;
    });
  }

  const desk = createRequestDesk({ db, clock, jobs: deps.jobs, announce });

  return {
    file,
    list,
    get,
    comment,
    addFiles,
    openFile,
    cancel,
    desk,
    listItems,
    queue: createRequestQueue({ db, clock, attachments }),
    intake: createRequestIntake({ db, clock, jobs: deps.jobs, outbox, config }),
    loadServiceLevels: () => loadServiceLevels(db),
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
