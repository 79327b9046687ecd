import type { Express } from 'express';
import request from 'supertest';
import type { Services } from '../../services';

export const ADMIN_PASSWORD = 'staff only, long enough 42';

let n = 0;
/** A fresh admin account, made as `npm run admin:create` makes one. */
export async function newAdmin(services: Services, password = ADMIN_PASSWORD) {
  const email = `admin.${Date.now().toString(36)}.${++n}@example.test`;
  const { id } = await services.accounts.ensureAdmin({
    email,
    password,
    firstName: 'Nadia',
    lastName: 'Alaoui',
  });
  return { id, email, password };
}

/** The `name=value` of the binding cookie a login answer sets. */
export function bindingCookieOf(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('admin_binding='));
  if (!cookie) throw new Error('no binding cookie set');
  return cookie.split(';')[0]!;
}

/** Logs in through the API as a browser would: the token and the headers every admin call carries. */
export async function adminLogin(app: Express, who: { email: string; password: string }, ip = '10.9.0.1') {
  const res = await request(app)
    .post('/api/admin/login')
    .set('X-Forwarded-For', ip)
    .send({ email: who.email, password: who.password });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = bindingCookieOf(res);
  const token = res.body.token as string;
  return { token, cookie, headers: { Authorization: `Bearer ${token}`, Cookie: cookie }, body: res.body };
}

/** A fresh admin signed in from that address; `reauth()` types the password again. */
export async function signedInAdminFrom(t: { app: Express; services: Services }, ip: string) {
  const admin = await newAdmin(t.services);
  const session = await adminLogin(t.app, admin, ip);
  const reauth = () =>
    request(t.app).post('/api/admin/reauthenticate').set(session.headers).send({ password: admin.password });
  return { ...admin, ...session, reauth };
}
