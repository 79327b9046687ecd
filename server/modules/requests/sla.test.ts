import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { serviceLevelSettings } from './schema';
import { RequestQueueQuerySchema } from '../../../common/admin-requests/schemas';
import { DEFAULT_CALENDAR, DEFAULT_TARGETS } from './defaults';
import { requestCustomer, requestRow, sampleRequest } from './test-helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const ADMIN = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  ctx = await createTestApp({}, { worker: false });
  // Support answers within 4 business hours and is resolved within 16 (Mon–Fri 9–18, Casablanca).
  await ctx.services.db.insert(serviceLevelSettings).values({
    timeZone: 'Africa/Casablanca',
    weeklyHours: DEFAULT_CALENDAR.weeklyHours,
    holidays: ['2026-11-18'],
    targets: {
      firstResponse: { ...DEFAULT_TARGETS.firstResponse, support: 240 },
      resolution: { ...DEFAULT_TARGETS.resolution, support: 16 * 60 },
    },
    dueSoonMinutes: 60,
    autoCloseDays: 7,
    updatedAt: new Date(),
  });
});
afterAll(() => ctx.close());

// Casablanca is UTC+1 in November: local 17:55 is 16:55Z.
const at = (iso: string) => new Date(iso);

async function fileAt(iso: string, subject?: string) {
  ctx.clock.set(at(iso));
  const customer = await requestCustomer(ctx.services);
  const { id } = await ctx.services.requests.file(customer.id, sampleRequest({ subject }), 'en');
  return { customer, id };
}

/** The queue's rows for `subject` under an `?sla=` filter, as the admin screen asks for them. */
async function queueWith(subject: string, sla?: string) {
  const query = RequestQueueQuerySchema.parse({ q: subject, sla });
  const page = await ctx.services.requests.queue.list(query, 'fr', 'Africa/Casablanca');
  return page.data;
}
const panelOf = async (id: string) =>
  (await ctx.services.requests.queue.detail(id, 'fr', 'Africa/Casablanca'))!.service_levels;

describe('service levels on the moved clock', () => {
  it('dues a request filed Friday 17:55 with a 4-business-hour target on Monday 12:55', async () => {
    const { id } = await fileAt('2026-11-13T16:55:00Z');
    const row = await requestRow(ctx.services, id);
    expect(row.firstResponseDueAt?.toISOString()).toBe('2026-11-16T11:55:00.000Z');
  });

  it('moves the due time by 2 days after a 2-day pause waiting on the customer', async () => {
    // Filed Monday 9:00 local: 16 business hours later is Tuesday 16:00 local.
    const { customer, id } = await fileAt('2026-11-09T08:00:00Z');
    expect((await requestRow(ctx.services, id)).resolutionDueAt?.toISOString()).toBe(
      '2026-11-10T15:00:00.000Z',
    );
    ctx.clock.set(at('2026-11-09T09:00:00Z'));
    await ctx.services.requests.desk.askCustomer({ id, adminId: ADMIN, body: 'Which order was it?' });
    const paused = await requestRow(ctx.services, id);
    expect(paused).toMatchObject({
      waitingOnCustomer: true,
      resolutionDueAt: null,
      firstResponseDueAt: null,
    });
    expect(paused.firstRespondedAt?.toISOString()).toBe('2026-11-09T09:00:00.000Z');
    // Two business days later (Wednesday 10:00 local) the customer answers: due Thursday 16:00 local.
    ctx.clock.set(at('2026-11-11T09:00:00Z'));
    await ctx.services.requests.comment(customer.id, id, 'Order 2026-0042');
    const resumed = await requestRow(ctx.services, id);
    expect(resumed).toMatchObject({ waitingOnCustomer: false, pausedMinutes: 18 * 60 });
    expect(resumed.resolutionDueAt?.toISOString()).toBe('2026-11-12T15:00:00.000Z');
  });

  it('skips a holiday (Wednesday 18 November is one in these settings)', async () => {
    const { id } = await fileAt('2026-11-17T16:55:00Z');
    expect((await requestRow(ctx.services, id)).firstResponseDueAt?.toISOString()).toBe(
      '2026-11-19T11:55:00.000Z',
    );
  });

  it('marks requests due soon and overdue, and stops the first-response clock once answered', async () => {
    const { id } = await fileAt('2026-11-23T08:00:00Z'); // Monday 9:00, first answer due 13:00 local
    const { id: answered } = await fileAt('2026-11-23T08:00:00Z');
    await ctx.services.requests.desk.reply({ id: answered, adminId: ADMIN, body: 'On it' });
    expect((await requestRow(ctx.services, answered)).firstResponseDueAt).toBeNull();
    ctx.clock.set(at('2026-11-23T11:30:00Z'));
    await ctx.services.requests.desk.markServiceLevels();
    expect((await requestRow(ctx.services, id)).slaState).toBe('due_soon');
    expect((await requestRow(ctx.services, answered)).slaState).toBe('ok');
    // The answered one still has its resolution due (16 business hours: Tuesday 16:00 local).
    ctx.clock.set(at('2026-11-24T14:30:00Z'));
    await ctx.services.requests.desk.markServiceLevels();
    expect((await requestRow(ctx.services, answered)).slaState).toBe('due_soon');
    ctx.clock.set(at('2026-11-23T12:01:00Z'));
    await ctx.services.requests.desk.markServiceLevels();
    expect((await requestRow(ctx.services, id)).slaState).toBe('overdue');
    await ctx.services.requests.desk.reject(id, ADMIN);
    await ctx.services.requests.desk.markServiceLevels();
    expect(await requestRow(ctx.services, id)).toMatchObject({ slaState: 'ok', resolutionDueAt: null });
  });

  it('records a first response after its due time as breached: the panel and the queue say so', async () => {
    // Thursday 9:00 local, first answer due 13:00 local (12:00Z); approved at 13:05 local.
    const { id } = await fileAt('2026-11-26T08:00:00Z', 'Late answer 1f3');
    ctx.clock.set(at('2026-11-26T12:01:00Z'));
    expect((await queueWith('Late answer 1f3', 'overdue')).map((r) => r.id)).toEqual([id]);
    ctx.clock.set(at('2026-11-26T12:05:00Z'));
    await ctx.services.requests.desk.decide({ id, adminId: ADMIN, to: 'approved', response: 'Yes' });

    expect((await requestRow(ctx.services, id)).firstResponseMissedDueAt?.toISOString()).toBe(
      '2026-11-26T12:00:00.000Z',
    );
    const panel = await panelOf(id);
    expect(panel.first_response).toMatchObject({ state: 'breached', label: 'Non respecté' });
    expect(panel.first_response.due?.iso).toBe('2026-11-26T12:00:00.000Z');
    expect(panel.first_response.met_at?.iso).toBe('2026-11-26T12:05:00.000Z');
    expect(panel.resolution.state).toBe('on_track');
    const [row] = await queueWith('Late answer 1f3');
    expect(row).toMatchObject({ id, breached: true, sla: 'ok' });
    expect((await queueWith('Late answer 1f3', 'breached')).map((r) => r.id)).toEqual([id]);
    expect(await queueWith('Late answer 1f3', 'overdue')).toEqual([]);
  });

  it('counts an answer before the due time as met, and a resolution left running past it as breached', async () => {
    const { id } = await fileAt('2026-11-26T08:00:00Z', 'In time 7c2');
    ctx.clock.set(at('2026-11-26T11:59:00Z'));
    await ctx.services.requests.desk.decide({ id, adminId: ADMIN, to: 'approved', response: 'Yes' });
    expect((await panelOf(id)).first_response.state).toBe('met');
    expect(await queueWith('In time 7c2', 'breached')).toEqual([]);
    // Resolution was due Friday 16:00 local (15:00Z): marked done on Monday.
    ctx.clock.set(at('2026-11-30T09:00:00Z'));
    expect((await queueWith('In time 7c2', 'overdue')).map((r) => r.id)).toEqual([id]);
    await ctx.services.requests.desk.markDone(id, ADMIN);
    const panel = await panelOf(id);
    expect(panel.first_response.state).toBe('met');
    expect(panel.resolution).toMatchObject({ state: 'breached', label: 'Non respecté' });
    expect(panel.resolution.due?.iso).toBe('2026-11-27T15:00:00.000Z');
    expect((await queueWith('In time 7c2', 'breached')).map((r) => r.id)).toEqual([id]);
    expect(await queueWith('In time 7c2', 'overdue')).toEqual([]);
  });

  it('shows a request waiting on the customer as paused, in the panel and under the paused filter', async () => {
    const { id } = await fileAt('2026-11-26T08:00:00Z', 'Paused 9d1');
    ctx.clock.set(at('2026-11-26T09:00:00Z'));
    await ctx.services.requests.desk.askCustomer({ id, adminId: ADMIN, body: 'Which order?' });
    const panel = await panelOf(id);
    expect(panel.first_response.state).toBe('met');
    expect(panel.resolution).toMatchObject({ state: 'paused', due: null });
    const [row] = await queueWith('Paused 9d1', 'paused');
    expect(row).toMatchObject({ id, sla: 'paused', sla_label: 'En pause', breached: false });
  });
});
