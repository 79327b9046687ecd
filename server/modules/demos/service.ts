import { and, eq } from 'drizzle-orm';
import type { DemoActor, DemoStatus } from '../../../common/demos/types';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { Limits } from '../limits/buckets';
import { accountDirectory } from '../accounts/read-model';
import { serviceNameIn } from '../catalog/service-names';
import type { CatalogService } from '../catalog/service';
import { findDemoRequest } from '../requests/demo-requests';
import type { ContactService } from '../contact/service';
import type { MailOutbox } from '../jobs/outbox';
import type { JobsService } from '../jobs/service';
import type { NotificationsService } from '../notifications/service';
import { mayMoveRequest } from '../requests/state-machine';
import { loadServiceLevels } from '../requests/sla';
import { moveRequest } from '../requests/transitions';
import { createDemoNotices, type DemoContact } from './notices';
import { createDemoReader, isDemoId, ownedDemo, type DemoReader, type DemoRequestRow } from './read';
import { demoHistory, demoSlots } from './schema';
import { demoNotFound, slotUnavailable } from './errors';
import { lockDemo, moveDemo, moveSlot, type DemoRow, type SlotRow } from './transitions';

export { ACCOUNT_DEMO_LIMIT } from '../limits/buckets';

/** Runs inside the company's action, once written (the admin's audit row): they commit together. */
export type DemoHook = (
  tx: Db,
  change: { requestId: string; before: DemoStatus; after: DemoStatus; slots: SlotRow[] },
) => Promise<void>;

export interface ProposedTime {
  start: Date;
  end: Date;
}

/**
 * Demos and their slots (ADR-0501): the company proposes times, the customer accepts one, asks for
 * another or cancels; a booking is mailed with its calendar invitation, a cancellation with its
 * withdrawal. Every move goes through the machines, in one transaction with its mail.
 */
export function createDemosService(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'transaction'>;
  outbox: Pick<MailOutbox, 'send'>;
  notifications: Pick<NotificationsService, 'create'>;
  catalog: CatalogService;
  contact: Pick<ContactService, 'createRequest'>;
  config: { PUBLIC_URL: string; MAIL_FROM: string; COMPANY_EMAIL: string; TIME_ZONE: string };
  limits: Pick<Limits, 'accountDemos'>;
}) {
  const { db, clock, jobs, config } = deps;
  const reader = createDemoReader({ db, catalog: deps.catalog, timeZone: config.TIME_ZONE });
  const announce = createDemoNotices({
    outbox: deps.outbox,
    notifications: deps.notifications,
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
    companyEmail: config.COMPANY_EMAIL,
    timeZone: config.TIME_ZONE,
  });

  /**
   * The demo's request follows it through the requests machine (ADR-0500), in the same
   * transaction: proposing times approves it, cancelling the demo cancels it. A request already
   * moved on (done, closed…) keeps its status; the demo's own history says what happened.
   */
  async function followRequest(
    tx: Db,
    request: DemoRequestRow,
    move: { to: 'approved' | 'canceled'; actor: 'customer' | 'admin'; actorId?: string | null },
  ) {
    if (!mayMoveRequest(request.status, move.to, move.actor)) return;
    await moveRequest(tx, clock, await loadServiceLevels(tx), { id: request.id, ...move });
  }

  /** Who is told about a demo: its account (else the acting customer), in their language. */
  async function contactOf(
    tx: Db,
    request: DemoRequestRow,
    actingCustomerId: string | null,
  ): Promise<DemoContact> {
    const customerId = request.customerId ?? actingCustomerId;
    let locale: Locale = isLocale(request.locale) ? request.locale : 'en';
    if (customerId) {
      const [user] = await tx
        .select({ locale: accountDirectory.locale })
        .from(accountDirectory)
        .where(eq(accountDirectory.id, customerId));
      if (user && isLocale(user.locale)) locale = user.locale;
    }
    // Read in the transaction: on PGlite, a query outside it would wait for it to end.
    const serviceName = request.serviceId ? await serviceNameIn(tx, request.serviceId, locale) : null;
    return {
      requestId: request.id,
      fullName: request.fullName,
      email: request.email,
      serviceName,
      customerId,
      locale,
    };
  }

  const slotsOf = (tx: Db, requestId: string) =>
    tx.select().from(demoSlots).where(eq(demoSlots.requestId, requestId));

  /** Proposed slots declined, the booked one canceled (its invitation withdrawn by mail). */
  async function closeSlots(
    tx: Db,
    request: DemoRequestRow,
    actor: DemoActor,
    actingCustomerId: string | null,
  ) {
    for (const slot of await slotsOf(tx, request.id)) {
      if (slot.status === 'proposed')
        await moveSlot(tx, clock, slot, {
          to: 'declined',
          actor: actor === 'customer' ? 'customer' : 'system',
        });
      if (slot.status === 'accepted') {
        const canceled = await moveSlot(tx, clock, slot, { to: 'canceled', actor, bumpSequence: true });
        await announce(tx, 'canceled', await contactOf(tx, request, actingCustomerId), canceled);
      }
    }
  }

  /** A demo request by id (any owner), for the company's side; null when it is not a demo. */
  async function demoRequest(tx: Db, id: string): Promise<DemoRequestRow | null> {
    return isDemoId(id) ? findDemoRequest(tx, id) : null;
  }

  /**
   * The company proposes times (the admin screens call this; the demo shop's seed too): the demo
   * becomes `proposed`. Times must be in the future and end after they start.
   */
  async function proposeSlots(
    requestId: string,
    times: ProposedTime[],
    actor: 'admin' | 'system' = 'admin',
    opts: { hook?: DemoHook; adminId?: string } = {},
  ) {
    const now = clock.now();
    if (times.length === 0 || times.some((t) => !(t.end > t.start) || !(t.start > now)))
      throw new RangeError('each proposed time must be in the future and end after it starts');
    return jobs.transaction(async (tx) => {
      const request = await demoRequest(tx, requestId);
      if (!request) throw demoNotFound();
      const demo = await lockDemo(tx, clock, request.id);
      const moved = await moveDemo(tx, clock, demo, { to: 'proposed', actor });
      // The seed's proposal ('system') leaves the demo shop's request as it was written.
      if (actor === 'admin')
        await followRequest(tx, request, { to: 'approved', actor, actorId: opts.adminId ?? null });
      const slots = await tx
        .insert(demoSlots)
        .values(
          times.map((t) => ({
            requestId: request.id,
            startsAt: t.start,
            endsAt: t.end,
            proposedBy: actor,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      await tx.insert(demoHistory).values(
        slots.map((s) => ({
          requestId: request.id,
          slotId: s.id,
          fromValue: 'none',
          toValue: 'proposed',
          actor,
          at: now,
        })),
      );
      if (opts.hook)
        await opts.hook(tx, { requestId: request.id, before: demo.status, after: moved.demo.status, slots });
      return slots;
    });
  }

  /** Runs `fn` on the customer's own demo, locked; another's, unknown or malformed: demoNotFound. */
  async function asCustomer<T>(
    user: DemoReader,
    id: string,
    fn: (tx: Db, request: DemoRequestRow, demo: DemoRow) => Promise<T>,
  ): Promise<T> {
    return jobs.transaction(async (tx) => {
      const request = await ownedDemo(tx, user, id);
      if (!request) throw demoNotFound();
      return fn(tx, request, await lockDemo(tx, clock, request.id));
    });
  }

  /**
   * The customer accepts one proposed slot: it is booked (the database refuses a time already
   * booked), the others are declined, the demo is `scheduled`, and the invitation is mailed.
   */
  function accept(user: DemoReader, id: string, slotId: number) {
    return asCustomer(user, id, async (tx, request, demo) => {
      const [slot] = await tx
        .select()
        .from(demoSlots)
        .where(and(eq(demoSlots.id, slotId), eq(demoSlots.requestId, request.id)));
      if (!slot) throw slotUnavailable('unknown');
      if (slot.status !== 'proposed') throw slotUnavailable('not_proposed');
      await moveDemo(tx, clock, demo, { to: 'scheduled', actor: 'customer' });
      const booked: SlotRow = await moveSlot(tx, clock, slot, { to: 'accepted', actor: 'customer' });
      for (const other of await slotsOf(tx, request.id))
        if (other.status === 'proposed')
          await moveSlot(tx, clock, other, { to: 'declined', actor: 'customer' });
      await announce(tx, 'accepted', await contactOf(tx, request, user.id), booked);
      return booked;
    });
  }

  /** None of the times suit: the customer asks for others, with a note; a booked time is released. */
  function reschedule(user: DemoReader, id: string, note: string) {
    return asCustomer(user, id, async (tx, request, demo) => {
      await moveDemo(tx, clock, demo, { to: 'reschedule_requested', actor: 'customer', note });
      await closeSlots(tx, request, 'customer', user.id);
    });
  }

  /** The customer cancels the demo; a booked time gets its calendar cancellation. */
  function cancel(user: DemoReader, id: string) {
    return asCustomer(user, id, async (tx, request, demo) => {
      await moveDemo(tx, clock, demo, { to: 'canceled', actor: 'customer' });
      await closeSlots(tx, request, 'customer', user.id);
      await followRequest(tx, request, { to: 'canceled', actor: 'customer', actorId: user.id });
    });
  }

  /** The company cancels a demo (admin screens). */
  async function cancelByCompany(id: string, opts: { hook?: DemoHook; adminId?: string } = {}) {
    return jobs.transaction(async (tx) => {
      const request = await demoRequest(tx, id);
      if (!request) throw demoNotFound();
      const demo = await lockDemo(tx, clock, request.id);
      const moved = await moveDemo(tx, clock, demo, { to: 'canceled', actor: 'admin' });
      await closeSlots(tx, request, 'admin', null);
      await followRequest(tx, request, { to: 'canceled', actor: 'admin', actorId: opts.adminId ?? null });
      if (opts.hook && moved.moved)
        await opts.hook(tx, { requestId: request.id, before: demo.status, after: 'canceled', slots: [] });
    });
  }

  /**
   * A demo asked for from the account: no human check (the session is the proof), a per-account
   * limit instead; stored and mailed as the public form's are (ADR-0102).
   */
  async function requestFromAccount(
    user: DemoReader,
    input: { fullName: string; phone: string; email: string; service: string },
    locale: Locale,
  ): Promise<
    | { ok: true; id: string }
    | { ok: false; reason: 'limited'; retryAfterSeconds: number }
    | { ok: false; reason: 'service' }
  > {
    const limit = await deps.limits.accountDemos.hit(user.id);
    if (!limit.allowed) return { ok: false, reason: 'limited', retryAfterSeconds: limit.retryAfterSeconds };
    const created = await deps.contact.createRequest({
      kind: 'demo',
      fullName: input.fullName,
      phone: input.phone,
      email: input.email,
      serviceSlug: input.service,
      locale,
      customerId: user.id,
    });
    return created.ok ? created : { ok: false, reason: 'service' };
  }

  return {
    list: reader.list,
    detail: reader.detail,
    queue: reader.queue,
    forCompany: reader.forCompany,
    proposeSlots,
    accept,
    reschedule,
    cancel,
    cancelByCompany,
    requestFromAccount,
  };
}

export type DemosService = ReturnType<typeof createDemosService>;
