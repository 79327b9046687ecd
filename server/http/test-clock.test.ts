import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { waitFor } from '../test/wait';

let off: Awaited<ReturnType<typeof createTestApp>>;
let on: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  off = await createTestApp({}, { clock: 'config' });
  // A slow poll: only the wake-up that moving the clock gives can run a job quickly.
  on = await createTestApp(
    { TEST_CLOCK: 'on', TEST_CLOCK_START: '2026-12-12T23:30:00Z', JOBS_POLL_MS: '60000' },
    { clock: 'config', database: off.database },
  );
});
afterAll(async () => {
  await on.services.jobs.stop();
  await off.close();
});

describe('the test clock switch', () => {
  it('does not exist unless TEST_CLOCK=on', async () => {
    expect(off.services.testClock).toBeNull();
    expect((await request(off.app).get('/api/test/clock')).status).toBe(404);
    expect((await request(off.app).post('/api/test/clock').send({ advanceMs: 1000 })).status).toBe(404);
  });

  it('starts where it was told, and every service reads it', async () => {
    const res = await request(on.app).get('/api/test/clock');
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.now)).toBeGreaterThanOrEqual(Date.parse('2026-12-12T23:30:00Z'));
    expect(Date.parse(res.body.now)).toBeLessThan(Date.parse('2026-12-12T23:35:00Z'));
    expect(on.services.clock).toBe(on.services.testClock);
  });

  it('is set and moved forward through the API, and refuses anything else', async () => {
    const set = await request(on.app).post('/api/test/clock').send({ at: '2026-12-13T00:30:00Z' });
    expect(set.status).toBe(200);
    const moved = await request(on.app).post('/api/test/clock').send({ advanceMs: 3_600_000 });
    expect(Date.parse(moved.body.now) - Date.parse('2026-12-13T01:30:00Z')).toBeLessThan(60_000);
    expect(on.services.clock.now().getTime()).toBeGreaterThanOrEqual(Date.parse('2026-12-13T01:30:00Z'));
    for (const body of [
      {},
      { at: 'tomorrow' },
      { advanceMs: -5 },
      { at: '2026-12-13T00:30:00Z', advanceMs: 1 },
    ]) {
      const bad = await request(on.app).post('/api/test/clock').send(body);
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBeTruthy();
    }
  });

  it('runs the jobs that moving it made due, without waiting for the next poll', async () => {
    const ran: string[] = [];
    on.services.jobs.define<{ tag: string }>('test.clock-tick', {
      handler: async ({ tag }) => void ran.push(tag),
    });
    const runAt = new Date(on.services.clock.now().getTime() + 3_600_000);
    await on.services.jobs.transaction((tx) =>
      on.services.jobs.enqueue(tx, 'test.clock-tick', { tag: 'in an hour' }, { runAt }),
    );
    expect(ran).toEqual([]);
    await request(on.app).post('/api/test/clock').send({ advanceMs: 3_600_000 }).expect(200);
    await waitFor(() => ran.length > 0, 5_000);
    expect(ran).toEqual(['in an hour']);
  });
});
