import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/app';

let off: Awaited<ReturnType<typeof createTestApp>>;
let on: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  off = await createTestApp({}, { worker: false });
  on = await createTestApp({ TEST_CLOCK: 'on' }, { worker: false, clock: 'config', database: off.database });
});
afterAll(() => off.close());

const PASSWORD = 'a long enough passphrase 42';
const create = (app: typeof on.app, body: object) => request(app).post('/api/test/customers').send(body);
let n = 0;
const email = () => `fixture.${Date.now().toString(36)}.${++n}@Example.test`;

describe('POST /api/test/customers (the journeys’ customer fixture)', () => {
  it('does not exist unless TEST_CLOCK=on: 404, and no account is made', async () => {
    const address = email();
    const res = await create(off.app, { email: address, password: PASSWORD });
    expect(res.status).toBe(404);
    expect(await off.services.accounts.findByEmail(address)).toBeNull();
  });

  it('is refused with the switch on a public https site: the configuration does not load', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'emballo-config-'));
    expect(() => loadConfig({ DATA_DIR, TEST_CLOCK: 'on', PUBLIC_URL: 'https://shop.example' })).toThrow(
      /TEST_CLOCK: must never be on/,
    );
  });

  it('makes a confirmed customer through the real confirmation: a session, the welcome notification, the password', async () => {
    const address = email();
    const res = await create(on.app, { email: address, password: PASSWORD, locale: 'ar' });
    expect(res.status).toBe(201);
    expect(res.body.data.email).toBe(address.toLowerCase());
    const sid = res.body.data.sid as string;
    const me = await request(on.app).get('/api/user/get_notifications').set('Cookie', `sid=${sid}`);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ unread_count: 1 });
    const user = await on.services.accounts.findByEmail(address);
    expect(user).toMatchObject({ locale: 'ar', emailVerifiedAt: expect.any(Date) });
    const login = await on.services.accounts.login({
      email: address,
      password: PASSWORD,
      ip: '10.8.0.1',
      kind: 'browser',
    });
    expect(login.ok).toBe(true);
  });

  it('answers 422 for a bad body, a weak password or an address already confirmed', async () => {
    for (const body of [{}, { email: 'nope', password: PASSWORD }, { email: email(), password: 'short' }])
      expect((await create(on.app, body)).status).toBe(422);
    const address = email();
    expect((await create(on.app, { email: address, password: PASSWORD })).status).toBe(201);
    const again = await create(on.app, { email: address, password: PASSWORD });
    expect(again.status).toBe(422);
    expect(again.body.errors).toHaveProperty('email');
  });
});
