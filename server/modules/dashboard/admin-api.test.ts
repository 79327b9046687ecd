import request from 'supertest';
import { isolateLeftToRight } from '../../../common/i18n/bidi';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestAppWithAdmin } from '../../test/harness';

// The clock stands at 2026-12-12 23:30 UTC: Sunday 13 December 2026 in Casablanca.
let t: TestApp;
let auth: Record<string, string>;
useTestAppWithAdmin((started) => ({ t, headers: auth } = started), { worker: false });

const dashboard = (query: string) => request(t.app).get(`/api/admin/dashboard${query}`).set(auth);

describe('GET /api/admin/dashboard', () => {
  it('defaults to the last twelve weeks, ending today in the shop’s zone', async () => {
    const res = await dashboard('');
    expect(res.status).toBe(200);
    const { period, weeks } = res.body.data;
    expect(period).toMatchObject({ from: '2026-09-21', to: '2026-12-13', days: 84, week_start: 1 });
    expect(weeks).toHaveLength(12);
    expect(weeks[0].start).toBe('2026-09-21');
    expect(weeks.at(-1).start).toBe('2026-12-07');
  });

  it('reads a chosen period, a whole leap year at most', async () => {
    const res = await dashboard('?from=2024-01-01&to=2024-12-31&lang=en');
    expect(res.status).toBe(200);
    expect(res.body.data.period).toMatchObject({ days: 366, from_label: '1 January 2024' });
  });

  it.each([
    ['?from=2026-02-30', 'from', 'Saisissez une date au format AAAA-MM-JJ.'],
    ['?to=12/01/2026', 'to', 'Saisissez une date au format AAAA-MM-JJ.'],
    ['?from=2026-12-10&to=2026-12-01', 'to', 'La date de fin ne peut pas précéder la date de début.'],
    ['?from=2025-01-01&to=2026-01-02', 'from', 'La période ne peut pas dépasser 366 jours.'],
    // Without `to` (today), a `from` too far back.
    ['?from=2020-01-01', 'from', 'La période ne peut pas dépasser 366 jours.'],
  ])('refuses %s with 400 in the request’s language', async (query, field, message) => {
    const res = await dashboard(`${query}${query.includes('?') ? '&' : '?'}lang=fr`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "La période demandée n'est pas valide.",
      errors: { [field]: [message] },
    });
  });

  it('answers in Arabic when asked', async () => {
    const res = await dashboard('?from=x').set('Accept-Language', 'ar');
    expect(res.status).toBe(400);
    expect(res.body.errors.from).toEqual([isolateLeftToRight('أدخل تاريخًا بالصيغة YYYY-MM-DD.')]);
    expect(res.body.message).toBe('الفترة المطلوبة غير صالحة.');
  });

  it('is for admins only', async () => {
    expect((await request(t.app).get('/api/admin/dashboard')).status).toBe(401);
  });
});
