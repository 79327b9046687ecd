import { eq, sql } from 'drizzle-orm';
import { isolate } from '../../../common/i18n/bidi';
import { describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { DEMO_CUSTOMER } from '../accounts/demo';
import { users } from '../accounts/schema';
import { contactRequestHistory, contactRequests } from '../requests/schema';
import { notifications } from '../notifications/schema';
import { demos, demoSlots } from './schema';
import { ACCOUNT_DEMO_LIMIT } from './service';
import { DemoErrors } from './errors';
import { customerWithDemo, demoHistoryOf, icsInstant, parseIcs, times } from './test-helpers';
import { outboxMailsTo } from '../../test/outbox';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

const statusOf = async (demoId: string) =>
  (await t.services.db.select().from(demos).where(eq(demos.requestId, demoId)))[0]?.status;

describe('proposing, accepting, asking for another time, cancelling', () => {
  it('proposes slots, books the accepted one with a REQUEST invitation, declines the others', async () => {
    const { demos: service } = t.services;
    const { user, demoId } = await customerWithDemo(t.services, 'fr');
    const slots = await service.proposeSlots(demoId, times(t.services, 3));
    expect(await statusOf(demoId)).toBe('proposed');

    const booked = await service.accept(user, demoId, slots[1]!.id);
    expect(booked.status).toBe('accepted');
    expect(await statusOf(demoId)).toBe('scheduled');
    const view = await service.detail(user, demoId, 'fr');
    expect(view!.slots.map((s) => s.status)).toEqual(['declined', 'accepted', 'declined']);
    expect(view!.status_label).toBe('Réservée');
    expect(await demoHistoryOf(t.services, demoId)).toEqual([
      'requested→proposed:admin',
      'slot:none→proposed:admin',
      'slot:none→proposed:admin',
      'slot:none→proposed:admin',
      'proposed→scheduled:customer',
      'slot:proposed→accepted:customer',
      'slot:proposed→declined:customer',
      'slot:proposed→declined:customer',
    ]);

    const calendarMails = async () => (await outboxMailsTo(t.services, user.email)).filter((m) => m.calendar);
    const [mail] = await calendarMails();
    expect(await calendarMails()).toHaveLength(1);
    expect(mail!.subject).toMatch(/^Votre démo Emballo est réservée/);
    expect(mail!.calendar!.method).toBe('REQUEST');
    const ics = parseIcs(mail!.calendar!.content);
    expect(ics.calendar.METHOD).toBe('REQUEST');
    expect(ics.event.UID).toBe(`demo-${demoId}-${booked.id}@emballo.example`);
    expect(ics.event.SEQUENCE).toBe('0');
    expect(ics.event.STATUS).toBe('CONFIRMED');
    expect(icsInstant(ics.event.DTSTART!)).toBe(booked.startsAt.toISOString());
    expect(icsInstant(ics.event.DTEND!)).toBe(booked.endsAt.toISOString());
    const [notice] = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notice!.messageKey).toBe('demo_scheduled');

    // Cancelling sends the cancellation of the same event, with a higher SEQUENCE.
    await service.cancel(user, demoId);
    expect(await statusOf(demoId)).toBe('canceled');
    // Written at the same instant of the test's clock: told apart by their method, not their order.
    const mails = await calendarMails();
    expect(mails).toHaveLength(2);
    const canceled = mails.find((m) => m.calendar!.method === 'CANCEL')!;
    expect(canceled.subject).toMatch(/^Votre démo Emballo est annulée/);
    const cancel = parseIcs(canceled.calendar!.content);
    expect(cancel.calendar.METHOD).toBe('CANCEL');
    expect(cancel.event.UID).toBe(ics.event.UID);
    expect(Number(cancel.event.SEQUENCE)).toBeGreaterThan(Number(ics.event.SEQUENCE));
    expect(cancel.event.STATUS).toBe('CANCELLED');
    expect(cancel.event.DTSTART).toBe(ics.event.DTSTART);
    expect((await demoHistoryOf(t.services, demoId)).slice(-2)).toEqual([
      'scheduled→canceled:customer',
      'slot:accepted→canceled:customer',
    ]);
  });

  it('asks for another time with a note: proposed slots declined, nothing mailed, the company proposes again', async () => {
    const { demos: service } = t.services;
    const { user, demoId } = await customerWithDemo(t.services);
    await service.proposeSlots(demoId, times(t.services, 2));
    await service.reschedule(user, demoId, 'Tuesday mornings only');
    const view = await service.detail(user, demoId, 'en');
    expect(view).toMatchObject({ status: 'reschedule_requested', reschedule_note: 'Tuesday mornings only' });
    expect(view!.slots.every((s) => s.status === 'declined')).toBe(true);
    expect(await outboxMailsTo(t.services, user.email)).toHaveLength(1); // the request's own confirmation
    await service.proposeSlots(demoId, times(t.services, 1, 200));
    expect(await statusOf(demoId)).toBe('proposed');
  });

  it('refuses what the machines refuse, writing nothing', async () => {
    const { demos: service } = t.services;
    const { user, demoId } = await customerWithDemo(t.services);
    // Nothing proposed yet: nothing to accept, nothing to reschedule.
    await expect(service.reschedule(user, demoId, 'later')).rejects.toMatchObject({
      code: DemoErrors.transitionRefused,
    });
    const slots = await service.proposeSlots(demoId, times(t.services, 2));
    const other = await customerWithDemo(t.services);
    const foreign = await service.proposeSlots(other.demoId, times(t.services, 1, 500));
    await expect(service.accept(user, demoId, foreign[0]!.id)).rejects.toMatchObject({
      code: DemoErrors.slotUnavailable,
      details: { reason: 'unknown' },
    });
    await expect(service.accept(user, other.demoId, foreign[0]!.id)).rejects.toMatchObject({
      code: DemoErrors.notFound,
    });
    await service.accept(user, demoId, slots[0]!.id);
    // Accepting twice, or another slot after one is booked.
    await expect(service.accept(user, demoId, slots[0]!.id)).rejects.toMatchObject({
      code: DemoErrors.slotUnavailable,
      details: { reason: 'not_proposed' },
    });
    await expect(service.accept(user, demoId, slots[1]!.id)).rejects.toMatchObject({
      code: DemoErrors.slotUnavailable,
      details: { reason: 'not_proposed' },
    });
    await service.cancel(user, demoId);
    const before = await demoHistoryOf(t.services, demoId);
    await expect(service.cancel(user, demoId)).resolves.toBeUndefined(); // already canceled: a repeat
    await expect(service.reschedule(user, demoId, 'again')).rejects.toMatchObject({
      code: DemoErrors.transitionRefused,
    });
    await expect(service.proposeSlots(demoId, times(t.services, 1, 900))).rejects.toMatchObject({
      code: DemoErrors.transitionRefused,
    });
    expect(await demoHistoryOf(t.services, demoId)).toEqual(before);
  });

  it('refuses proposed times in the past or ending before they start', async () => {
    const { demoId } = await customerWithDemo(t.services);
    const now = t.services.clock.now().getTime();
    await expect(
      t.services.demos.proposeSlots(demoId, [{ start: new Date(now - 1000), end: new Date(now + 1000) }]),
    ).rejects.toBeInstanceOf(RangeError);
    await expect(
      t.services.demos.proposeSlots(demoId, [
        { start: new Date(now + 7200_000), end: new Date(now + 3600_000) },
      ]),
    ).rejects.toBeInstanceOf(RangeError);
  });
});

describe('the company and the account', () => {
  it('the company cancels a booked demo: the slot’s cancellation is mailed, the history names the admin', async () => {
    const { demos: service } = t.services;
    const { user, demoId } = await customerWithDemo(t.services, 'ar');
    const [slot] = await service.proposeSlots(demoId, times(t.services, 1, 4000));
    await service.accept(user, demoId, slot!.id);
    await service.cancelByCompany(demoId);
    expect(await statusOf(demoId)).toBe('canceled');
    expect((await demoHistoryOf(t.services, demoId)).slice(-2)).toEqual([
      'scheduled→canceled:admin',
      'slot:accepted→canceled:admin',
    ]);
    const cancel = (await outboxMailsTo(t.services, user.email)).find((m) => m.calendar?.method === 'CANCEL');
    expect(cancel!.subject.startsWith(`تم إلغاء عرض ${isolate('Emballo')} التوضيحي`)).toBe(true);
    expect(parseIcs(cancel!.calendar!.content).event.SEQUENCE).toBe('1');
    await expect(service.cancelByCompany('999999999')).rejects.toMatchObject({ code: DemoErrors.notFound });
  });

  it('the demo’s request follows it: approved when times are proposed, canceled with the demo, left out of the Requests list', async () => {
    const { demos: service, requests } = t.services;
    const { user, demoId } = await customerWithDemo(t.services, 'fr');
    const requestMoves = async () =>
      (
        await t.services.db
          .select()
          .from(contactRequestHistory)
          .where(eq(contactRequestHistory.requestId, demoId))
          .orderBy(contactRequestHistory.id)
      ).map((h) => `${h.fromStatus}→${h.toStatus}:${h.actor}`);
    const requestStatus = async () =>
      (await t.services.db.select().from(contactRequests).where(eq(contactRequests.id, demoId)))[0]!.status;

    await service.proposeSlots(demoId, times(t.services, 1, 5000));
    expect(await requestStatus()).toBe('approved');
    await service.cancel(user, demoId);
    expect(await requestStatus()).toBe('canceled');
    expect(await requestMoves()).toEqual(['pending→approved:admin', 'approved→canceled:customer']);

    // The seed's proposal ('system') leaves its request pending.
    const other = await customerWithDemo(t.services, 'fr');
    await service.proposeSlots(other.demoId, times(t.services, 1, 5100), 'system');
    expect(
      (await t.services.db.select().from(contactRequests).where(eq(contactRequests.id, other.demoId)))[0]!
        .status,
    ).toBe('pending');

    const listed = await requests.list(user.id, { perPage: 50 });
    expect(listed.rows.map((r) => r.id)).not.toContain(demoId);
    expect(await requests.get(user.id, demoId)).not.toBeNull();
  });

  it('a demo asked for from the account is the customer’s, within a per-account limit', async () => {
    const { user } = await customerWithDemo(t.services);
    const ask = () =>
      t.services.demos.requestFromAccount(
        user,
        {
          fullName: 'Salma Benali',
          phone: '+212 600 000 000',
          email: user.email,
          service: 'site-e-commerce',
        },
        'fr',
      );
    const results = [];
    for (let i = 0; i < ACCOUNT_DEMO_LIMIT + 1; i++) results.push(await ask());
    expect(results.slice(0, ACCOUNT_DEMO_LIMIT).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toEqual({ ok: false, reason: 'limited', retryAfterSeconds: expect.any(Number) });
    const page = await t.services.demos.list(user, 'fr', { perPage: 100 });
    expect(page.total).toBe(ACCOUNT_DEMO_LIMIT + 1); // the helper's own, and these
    // Asked for at one instant of the test clock: their order among themselves is not defined.
    const fromAccount = page.data.filter((demo) => demo.service !== null);
    expect(fromAccount).toHaveLength(ACCOUNT_DEMO_LIMIT);
    for (const demo of fromAccount)
      expect(demo).toMatchObject({ status: 'requested', service: expect.any(String) });
  });
});

describe('one time booked once (races, PGlite and PostgreSQL)', () => {
  it('two concurrent accepts of one slot book it once and mail one invitation', async () => {
    const { demos: service } = t.services;
    const { user, demoId } = await customerWithDemo(t.services);
    const [slot] = await service.proposeSlots(demoId, times(t.services, 1, 1000));
    const results = await Promise.allSettled([
      service.accept(user, demoId, slot!.id),
      service.accept(user, demoId, slot!.id),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const invitations = (await outboxMailsTo(t.services, user.email)).filter((m) => m.calendar);
    expect(invitations).toHaveLength(1);
  });

  it('the same time proposed to two customers: both accept at once, the database books it for one', async () => {
    const { demos: service } = t.services;
    const a = await customerWithDemo(t.services);
    const b = await customerWithDemo(t.services);
    const [time] = times(t.services, 1, 2000);
    const [slotA] = await service.proposeSlots(a.demoId, [time!]);
    const [slotB] = await service.proposeSlots(b.demoId, [time!]);
    const results = await Promise.allSettled([
      service.accept(a.user, a.demoId, slotA!.id),
      service.accept(b.user, b.demoId, slotB!.id),
    ]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: DemoErrors.slotUnavailable,
      details: { reason: 'taken' },
    });
    const booked = await t.services.db.execute(
      sql`select count(*)::int as n from demo_slots where status = 'accepted' and id in (${slotA!.id}, ${slotB!.id})`,
    );
    expect((booked as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // The refused customer's demo is untouched: still proposed, no invitation.
    const loser = results[0]!.status === 'rejected' ? a : b;
    expect(await statusOf(loser.demoId)).toBe('proposed');
    expect((await outboxMailsTo(t.services, loser.user.email)).filter((m) => m.calendar)).toHaveLength(0);
  });

  it('the database itself refuses a second booked slot for a demo and an overlapping booking', async () => {
    const { demos: service, db } = t.services;
    const { demoId } = await customerWithDemo(t.services);
    const [first, second] = await service.proposeSlots(demoId, times(t.services, 2, 3000));
    await db.update(demoSlots).set({ status: 'accepted' }).where(eq(demoSlots.id, first!.id));
    await expect(
      db.update(demoSlots).set({ status: 'accepted' }).where(eq(demoSlots.id, second!.id)),
    ).rejects.toThrow();
    const other = await customerWithDemo(t.services);
    const overlapping = {
      start: new Date(first!.startsAt.getTime() + 30 * 60_000),
      end: new Date(first!.endsAt.getTime() + 30 * 60_000),
    };
    const [clash] = await service.proposeSlots(other.demoId, [overlapping]);
    await expect(
      db.update(demoSlots).set({ status: 'accepted' }).where(eq(demoSlots.id, clash!.id)),
    ).rejects.toThrow();
  });
});

describe('the demo shop', () => {
  it('gives the demo customer (embedded database only) a demo request with three proposed slots after the seed’s clock', async () => {
    const { db, config, demos: service } = t.services;
    const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    if (!config.embedded) return expect(customer).toBeUndefined();
    const page = await service.list({ id: customer!.id, email: customer!.email }, 'fr');
    expect(page.total).toBe(1);
    const [demo] = page.data;
    expect(demo).toMatchObject({ status: 'proposed', service: expect.any(String), can_accept: true });
    expect(demo!.slots).toHaveLength(3);
    for (const slot of demo!.slots) {
      expect(slot.status).toBe('proposed');
      expect(new Date(slot.start).getTime()).toBeGreaterThan(t.services.clock.now().getTime());
    }
    // Her requests are seeded beside the demo's own request, which the Requests list leaves out.
    const requests = await t.services.requests.list(customer!.id);
    expect(requests.rows.map((r) => `${r.kind}:${r.status}`).sort()).toEqual([
      'sales:pending',
      'support:approved',
    ]);
    expect(await seedDemoShop(t.services)).toEqual({ seeded: [] });
  });
});
