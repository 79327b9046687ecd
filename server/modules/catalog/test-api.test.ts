import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { customerWithToken } from '../cart/test-helpers';

let off: Awaited<ReturnType<typeof createTestApp>>;
let on: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  off = await createTestApp({}, { worker: false });
  await seedDemoShop(off.services);
  on = await createTestApp({ TEST_CLOCK: 'on' }, { worker: false, clock: 'config', database: off.database });
});
afterAll(() => off.close());

const availability = (app: typeof on.app, body: object) =>
  request(app).post('/api/test/catalog/availability').send(body);
const lot100 = { service_id: 'carton-double-cannelure', package_id: 'lot-100' };

describe('POST /api/test/catalog/availability', () => {
  it('does not exist unless TEST_CLOCK=on, and changes nothing there', async () => {
    const res = await availability(off.app, { ...lot100, available: false });
    expect(res.status).toBe(404);
    const { id } = await customerWithToken(off.services);
    expect(await off.services.cart.add(id, { type: 'package', ...lot100 })).toMatchObject({ ok: true });
  });

  it('takes a package off sale and back, as the admin will: the cart refuses it meanwhile', async () => {
    const { id } = await customerWithToken(on.services);
    expect((await availability(on.app, { ...lot100, available: false })).status).toBe(200);
    expect(await on.services.cart.add(id, { type: 'package', ...lot100 })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    expect((await availability(on.app, { ...lot100, available: true })).status).toBe(200);
    expect(await on.services.cart.add(id, { type: 'package', ...lot100 })).toMatchObject({ ok: true });
  });

  it('takes a service off sale', async () => {
    const { id } = await customerWithToken(on.services);
    const service = { service_id: 'stockage-climatise' };
    expect((await availability(on.app, { ...service, available: false })).status).toBe(200);
    expect(await on.services.cart.add(id, { type: 'service', ...service })).toMatchObject({ ok: false });
    expect((await availability(on.app, { ...service, available: true })).status).toBe(200);
  });

  it('answers 404 for an unknown item and 422 for a bad body', async () => {
    expect((await availability(on.app, { service_id: 'nope', available: false })).status).toBe(404);
    expect((await availability(on.app, { ...lot100, package_id: 'nope', available: false })).status).toBe(
      404,
    );
    for (const body of [
      {},
      { ...lot100 },
      { ...lot100, available: 'no' },
      { ...lot100, available: true, x: 1 },
    ])
      expect((await availability(on.app, body)).status).toBe(422);
  });
});
