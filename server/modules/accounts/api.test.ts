import request from 'supertest';
import { solvedCaptcha } from '../../test/captcha';
import { describe, expect, it } from 'vitest';
import { IP_FAILURE_LIMIT } from './throttle';
import { confirmedUser, PASSWORD, signupInput } from './test-helpers';
import { type TestApp, type TestSmtp, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let t: TestApp;
useTestAppWithSmtp((started) => ({ t, smtp } = started));

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('POST /api/auth/login', () => {
  it('gives a Bearer token and the user; logout revokes the token', async () => {
    const { email, userId } = await confirmedUser(t.services, smtp);
    const res = await request(t.app).post('/api/auth/login').send({ email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      user: { id: userId, first_name: 'Salma', last_name: 'Benali', email },
    });
    const auth = { Authorization: `Bearer ${res.body.token}` };
    expect((await request(t.app).get('/api/user/get_notifications').set(auth)).status).toBe(200);
    expect((await request(t.app).post('/api/auth/logout').set(auth)).status).toBe(200);
    expect((await request(t.app).get('/api/user/get_notifications').set(auth)).status).toBe(401);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const { email } = await confirmedUser(t.services, smtp);
    const wrong = await request(t.app)
      .post('/api/auth/login')
      .set(from('10.0.0.2'))
      .send({ email, password: 'not the password' });
    const unknown = await request(t.app)
      .post('/api/auth/login')
      .set(from('10.0.0.2'))
      .send({ email: 'nobody@example.test', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('The e-mail address or the password is not correct.');
  });

  it('answers 403 for an unconfirmed account with the right password only', async () => {
    const input = signupInput();
    await t.services.accounts.signup(input, 'en');
    const right = await request(t.app)
      .post('/api/auth/login')
      .set(from('10.0.0.3'))
      .send({ email: input.email, password: PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body.message).toMatch(/confirm/i);
    const wrong = await request(t.app)
      .post('/api/auth/login')
      .set(from('10.0.0.3'))
      .send({ email: input.email, password: 'nope nope nope' });
    expect(wrong.status).toBe(401);
  });

  it('refuses an IP with 429 after 10 failures in 15 minutes, even with the right password', async () => {
    const { email } = await confirmedUser(t.services, smtp);
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      const res = await request(t.app)
        .post('/api/auth/login')
        .set(from('10.0.0.4'))
        .send({ email: `guess${i}@example.test`, password: 'guess guess' });
      expect(res.status).toBe(401);
    }
    const blocked = await request(t.app)
      .post('/api/auth/login')
      .set(from('10.0.0.4'))
      .send({ email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed attempts/);
    const elsewhere = await request(t.app)
      .post('/api/auth/login')
      .set(from('10.0.0.5'))
      .send({ email, password: PASSWORD });
    expect(elsewhere.status).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect(
      (await request(t.app).post('/api/auth/login').set(from('10.0.0.4')).send({ email, password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('asks for the human check on an account after 3 failures, without locking its owner out', async () => {
    const { email } = await confirmedUser(t.services, smtp);
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      await request(t.app).post('/api/auth/login').set(from(ip)).send({ email, password: 'wrong wrong' });
    const res = await request(t.app)
      .post('/api/auth/login')
      .set(from('10.1.0.4'))
      .send({ email, password: PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.errors.altcha).toEqual(['Please verify the reCAPTCHA!']);
    const altcha = await solvedCaptcha(t.services);
    const ok = await request(t.app)
      .post('/api/auth/login')
      .set(from('10.1.0.4'))
      .send({ email, password: PASSWORD, altcha });
    expect(ok.status).toBe(200);
  });

  it('validates its body (422 with field errors, never 500)', async () => {
    const res = await request(t.app).post('/api/auth/login').send({ email: 'not-an-email', password: '' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
    const bad = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(bad.status).toBe(400);
  });
});

describe('cookie sessions and XSRF', () => {
  /** Marks every notification read, sending the session cookie and, if given, that XSRF header. */
  const readAllNotifications = (cookie: string, xsrfHeader?: string) => {
    const req = request(t.app).post('/api/user/read_all_notifications').set('Cookie', cookie);
    return (xsrfHeader ? req.set('X-XSRF-TOKEN', xsrfHeader) : req).send({});
  };

  it('a mutation with the session cookie but without X-XSRF-TOKEN is refused', async () => {
    const { sid } = await confirmedUser(t.services, smtp);
    const cookie = `sid=${sid}; XSRF-TOKEN=${'x'.repeat(43)}`;
    const refused = await readAllNotifications(cookie);
    expect(refused.status).toBe(403);
    const wrong = await readAllNotifications(cookie, 'y'.repeat(43));
    expect(wrong.status).toBe(403);
    const accepted = await readAllNotifications(cookie, 'x'.repeat(43));
    expect(accepted.status).toBe(200);
  });

  it('a dead session cookie is a visitor', async () => {
    const { sid } = await confirmedUser(t.services, smtp);
    await t.services.accounts.sessions.revoke(sid);
    const res = await request(t.app).get('/api/user/get_notifications').set('Cookie', `sid=${sid}`);
    expect(res.status).toBe(401);
  });
});
