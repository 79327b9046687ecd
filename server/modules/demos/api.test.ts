import request from 'supertest';
import { isolate } from '../../../common/i18n/bidi';
import { describe, expect, it } from 'vitest';
import { demoHistoryOf, customerWithDemo, icsInstant, parseIcs, times } from './test-helpers';
import { type TestApp, type TestSmtp, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let t: TestApp;
useTestAppWithSmtp((started) => ({ t, smtp } = started), {}, { seeded: true });

const api = () => request(t.app);

async function customer(locale: 'fr' | 'en' | 'ar' = 'en') {
  const demo = await customerWithDemo(t.services, locale);
  const { secret } = await t.services.accounts.sessions.create(demo.user.id, 'api');
  return { ...demo, auth: { Authorization: `Bearer ${secret}` } };
}

describe('GET /api/demos', () => {
  it('lists the customer’s demos with their slots and labels, paginated', async () => {
    const { auth, demoId } = await customer();
    const slots = await t.services.demos.proposeSlots(demoId, times(t.services, 2));
    const res = await api().get('/api/demos?per_page=5').set(auth).set('Accept-Language', 'fr');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, per_page: 5, total: 1, last_page: 1 });
    const [demo] = res.body.data.data;
    expect(demo).toMatchObject({
      id: demoId,
      full_name: 'Salma Benali',
      phone: '+212 600 000 000',
      status: 'proposed',
      status_label: 'Créneaux proposés',
      can_accept: true,
    });
    expect(demo.slots).toEqual(
      slots.map((s) => ({
        id: s.id,
        start: s.startsAt.toISOString(),
        end: s.endsAt.toISOString(),
        status: 'proposed',
        status_label: 'Proposé',
        label: expect.stringMatching(/2026, \d\d:\d\d – \d\d:\d\d$/),
      })),
    );
  });

  it('includes an earlier visitor demo request sent with the account’s address', async () => {
    const { auth, user } = await customer();
    await t.services.contact.createRequest({
      kind: 'demo',
      fullName: 'Salma B.',
      email: user.email.toUpperCase(),
      phone: '+212 611 111 111',
      locale: 'en',
    });
    const res = await api().get('/api/demos').set(auth);
    expect(res.body.data.data.map((d: { full_name: string }) => d.full_name).sort()).toEqual([
      'Salma B.',
      'Salma Benali',
    ]);
  });

  it('answers 401 without a session', async () => {
    const res = await api().get('/api/demos').set('Accept-Language', 'fr');
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('POST /api/demos/{id}/accept', () => {
  it('books the slot and mails the invitation (.ics over SMTP: UID, METHOD, SEQUENCE, UTC DTSTART); cancel mails the cancellation', async () => {
    const { auth, demoId, user } = await customer('ar');
    const [slot] = await t.services.demos.proposeSlots(demoId, times(t.services, 2, 72));
    const res = await api().post(`/api/demos/${demoId}/accept`).set(auth).send({ slot_id: slot!.id });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('scheduled');

    const invitation = await smtp.waitForMail(user.email, (m) =>
      m.attachments.some((a) => /calendar/.test(a.contentType)),
    );
    const part = invitation.attachments.find((a) => /calendar/.test(a.contentType))!;
    expect(part.contentType).toBe('text/calendar');
    const ics = parseIcs(part.content.toString('utf8'));
    expect(ics.calendar.METHOD).toBe('REQUEST');
    expect(ics.event.UID).toMatch(new RegExp(`^demo-${demoId}-${slot!.id}@`));
    expect(ics.event.SEQUENCE).toBe('0');
    expect(icsInstant(ics.event.DTSTART!)).toBe(slot!.startsAt.toISOString());
    expect(invitation.subject.startsWith(`تم حجز عرض ${isolate('Emballo')} التوضيحي`)).toBe(true);

    expect((await api().post(`/api/demos/${demoId}/cancel`).set(auth).send({})).status).toBe(200);
    const cancellation = await smtp.waitForMail(user.email, (m) =>
      m.attachments.some((a) => a.content.includes('METHOD:CANCEL')),
    );
    const canceled = parseIcs(
      cancellation.attachments.find((a) => /calendar/.test(a.contentType))!.content.toString('utf8'),
    );
    expect(canceled.event.UID).toBe(ics.event.UID);
    expect(Number(canceled.event.SEQUENCE)).toBeGreaterThan(0);
    expect(canceled.event.DTSTART).toBe(ics.event.DTSTART);
  });

  it('refuses another demo’s slot (422), a booked slot and a second accept (409), changing nothing', async () => {
    const a = await customer();
    const b = await customer();
    const [slotA, otherA] = await t.services.demos.proposeSlots(a.demoId, times(t.services, 2, 300));
    const [slotB] = await t.services.demos.proposeSlots(b.demoId, times(t.services, 1, 400));
    const accept = (who: typeof a, id: string, slotId: unknown) =>
      api().post(`/api/demos/${id}/accept`).set(who.auth).send({ slot_id: slotId });

    const foreign = await accept(a, a.demoId, slotB!.id);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.slot_id).toHaveLength(1);
    expect((await accept(a, a.demoId, 'x')).status).toBe(422);
    expect((await accept(a, a.demoId, 99_999_999_999)).status).toBe(422);
    expect((await accept(a, a.demoId, undefined)).status).toBe(422);
    expect((await accept(a, a.demoId, slotA!.id)).status).toBe(200);
    const history = await demoHistoryOf(t.services, a.demoId);
    const twice = await accept(a, a.demoId, slotA!.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This time is no longer proposed.');
    expect((await accept(a, a.demoId, otherA!.id)).status).toBe(409);
    expect(await demoHistoryOf(t.services, a.demoId)).toEqual(history);
    // Nothing proposed any more: asking for the reschedule of a canceled demo is refused too.
    await api().post(`/api/demos/${a.demoId}/cancel`).set(a.auth).send({});
    const late = await api()
      .post(`/api/demos/${a.demoId}/reschedule`)
      .set(a.auth)
      .send({ note: 'Next week' });
    expect(late.status).toBe(409);
  });
});

describe('ownership: another’s, unknown and malformed ids are 404', () => {
  it.each(['accept', 'reschedule', 'cancel'])('POST /api/demos/{id}/%s', async (action) => {
    const a = await customer();
    const b = await customer();
    const [slot] = await t.services.demos.proposeSlots(b.demoId, times(t.services, 1, 600 + action.length));
    const body = { accept: { slot_id: slot!.id }, reschedule: { note: 'Mornings' }, cancel: {} }[action];
    for (const id of [b.demoId, '999999999', 'abc', '00000000-0000-4000-8000-000000000000']) {
      const res = await api().post(`/api/demos/${id}/${action}`).set(a.auth).send(body);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Demo not found.');
    }
    expect((await api().post(`/api/demos/${b.demoId}/${action}`).send(body)).status).toBe(401);
    const view = await t.services.demos.detail(b.user, b.demoId, 'en');
    expect(view!.status).toBe('proposed');
  });

  it('asks for another time with a note (422 without one)', async () => {
    const { auth, demoId } = await customer();
    await t.services.demos.proposeSlots(demoId, times(t.services, 1, 800));
    const empty = await api().post(`/api/demos/${demoId}/reschedule`).set(auth).send({ note: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.note).toHaveLength(1);
    const res = await api()
      .post(`/api/demos/${demoId}/reschedule`)
      .set(auth)
      .send({ note: 'Thursday afternoon' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'reschedule_requested',
      reschedule_note: 'Thursday afternoon',
    });
  });
});
