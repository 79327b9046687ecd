import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { REQUEST_ACTORS, REQUEST_STATUSES, type RequestActor } from './schema';
import { notifications } from '../notifications/schema';
import { eq } from 'drizzle-orm';
import { RequestErrors } from './errors';
import { mayMoveRequest } from './state-machine';
import { forceStatus, requestCustomer, requestHistory, requestRow, sampleRequest } from './test-helpers';
import { outboxMailsTo } from '../../test/outbox';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // The worker stays off: the outbox keeps each mail's text for the assertions.
  ctx = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, { worker: false });
});
afterAll(() => ctx.close());

const ADMIN = '00000000-0000-4000-8000-000000000001';

describe('the desk moves a request through its machine', () => {
  it('makes every allowed move with a history row naming the actor, and refuses every other', async () => {
    const { services } = ctx;
    const customer = await requestCustomer(services);
    for (const from of REQUEST_STATUSES)
      for (const to of REQUEST_STATUSES) {
        if (from === to) continue;
        for (const actor of REQUEST_ACTORS) {
          const { id } = await services.requests.file(customer.id, sampleRequest(), 'en');
          await forceStatus(services, id, from);
          const move = services.requests.desk.changeStatus({
            id,
            to,
            actor: actor as RequestActor,
            actorId: ADMIN,
          });
          if (mayMoveRequest(from, to, actor)) {
            await move;
            expect((await requestRow(services, id)).status, `${from}→${to}:${actor}`).toBe(to);
            expect(await requestHistory(services, id)).toEqual([`${from}→${to}:${actor}`]);
          } else {
            await expect(move, `${from}→${to}:${actor}`).rejects.toMatchObject({
              code: RequestErrors.transitionRefused,
            });
            expect((await requestRow(services, id)).status).toBe(from);
            expect(await requestHistory(services, id)).toEqual([]);
          }
        }
      }
  });

  it('tells the customer of each change in their language, by mail and notification', async () => {
    const { services } = ctx;
    const customer = await requestCustomer(services, 'ar');
    const { id } = await services.requests.file(customer.id, sampleRequest({ subject: 'صناديق' }), 'fr');
    await services.requests.desk.approve(id, ADMIN);
    const mails = await outboxMailsTo(services, customer.email);
    expect(mails.map((m) => m.subject)).toContain('طلبك «صناديق»: مقبول');
    const [note] = await services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer.id));
    expect(note).toMatchObject({ messageKey: 'request_status_changed', url: `contact_requests/${id}` });
  });

  it('approves once when two administrators approve at the same time', async () => {
    const { services } = ctx;
    const customer = await requestCustomer(services);
    const { id } = await services.requests.file(customer.id, sampleRequest({ subject: 'Race' }), 'en');
    await Promise.all([services.requests.desk.approve(id, ADMIN), services.requests.desk.approve(id, ADMIN)]);
    expect(await requestHistory(services, id)).toEqual(['pending→approved:admin']);
    const approvedMails = (await outboxMailsTo(services, customer.email)).filter((m) =>
      m.subject.includes('Approved'),
    );
    expect(approvedMails).toHaveLength(1);
  });

  it('answers 404-like for unknown and malformed ids', async () => {
    const desk = ctx.services.requests.desk;
    await expect(desk.approve('abc', ADMIN)).rejects.toMatchObject({ code: RequestErrors.notFound });
    await expect(desk.approve('5f0c2b8e-1111-4111-8111-111111111111', ADMIN)).rejects.toMatchObject({
      code: RequestErrors.notFound,
    });
  });

  it('refuses replies on a final request', async () => {
    const { services } = ctx;
    const customer = await requestCustomer(services);
    const { id } = await services.requests.file(customer.id, sampleRequest(), 'en');
    await services.requests.desk.reject(id, ADMIN);
    await expect(services.requests.desk.reply({ id, adminId: ADMIN, body: 'Late' })).rejects.toMatchObject({
      code: RequestErrors.transitionRefused,
    });
    await expect(services.requests.comment(customer.id, id, 'Why?')).rejects.toMatchObject({
      code: RequestErrors.transitionRefused,
    });
  });

  it('reopens a Done request when its customer replies (by the system), and closes it after N quiet days', async () => {
    const { services, clock } = ctx;
    const customer = await requestCustomer(services);
    const reopened = await services.requests.file(customer.id, sampleRequest(), 'en');
    const quiet = await services.requests.file(customer.id, sampleRequest(), 'en');
    for (const { id } of [reopened, quiet]) {
      await services.requests.desk.approve(id, ADMIN);
      await services.requests.desk.markDone(id, ADMIN);
    }
    await services.requests.comment(customer.id, reopened.id, 'Still broken');
    // The company hears of the reply.
    const notices = await outboxMailsTo(services, services.config.COMPANY_EMAIL);
    expect(
      notices.some((m) => m.subject.startsWith('New reply from') && m.text.includes('Still broken')),
    ).toBe(true);
    expect(await requestHistory(services, reopened.id)).toEqual([
      'pending→approved:admin',
      'approved→done:admin',
      'done→approved:system',
    ]);
    clock.advance(6 * 86_400_000);
    expect(await services.requests.desk.autoClose()).toBe(0);
    clock.advance(1 * 86_400_000 + 1000);
    expect(await services.requests.desk.autoClose()).toBeGreaterThanOrEqual(1);
    expect((await requestRow(services, quiet.id)).status).toBe('closed');
    expect((await requestHistory(services, quiet.id)).at(-1)).toBe('done→closed:scheduler');
    expect((await requestRow(services, reopened.id)).status).toBe('approved');
  });
});

describe('internal notes', () => {
  it('never reach the customer: not in the request, not in a mail, not in a notification', async () => {
    const { services } = ctx;
    const customer = await requestCustomer(services);
    const { id } = await services.requests.file(customer.id, sampleRequest(), 'en');
    await services.requests.desk.addInternalNote({
      id,
      adminId: ADMIN,
      body: 'SECRET: the carrier is at fault',
    });
    await services.requests.desk.reply({ id, adminId: ADMIN, body: 'We are looking into it.' });
    const seen = await services.requests.get(customer.id, id);
    expect(JSON.stringify(seen)).not.toContain('SECRET');
    expect(seen!.thread.map((m) => m.body)).toEqual(['We are looking into it.']);
    const mails = await outboxMailsTo(services, customer.email);
    expect(mails.some((m) => m.text.includes('We are looking into it.'))).toBe(true);
    expect(JSON.stringify(mails)).not.toContain('SECRET');
    const rows = await services.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(JSON.stringify(rows)).not.toContain('SECRET');
    // The company sees it.
    expect((await services.requests.desk.thread(id)).map((m) => m.body)).toContain(
      'SECRET: the carrier is at fault',
    );
  });
});
