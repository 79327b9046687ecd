import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestAppWithAdmin } from '../../test/harness';

let t: TestApp;
let headers: Record<string, string>;
useTestAppWithAdmin((started) => ({ t, headers } = started), { worker: false });

const api = () => request(t.app);
const post = (path: string, body: object = {}) =>
  api().post(`/api/admin${path}?lang=en`).set(headers).send(body);
const patch = (path: string, body: object) =>
  api().patch(`/api/admin${path}?lang=en`).set(headers).send(body);

/** The kit's refusals (DomainErrors, ADR-0705) as the admin API answers them, in the reader's language. */
describe("the editing API's refusals", () => {
  it('404, 409 with the version saved meanwhile, 422 naming each field, 409 at the end of a list', async () => {
    const created = await post('/faq-groups', { slug: 'refus', translations: { en: { name: 'Refusals' } } });
    expect(created.status).toBe(201);
    const { version } = created.body.data;

    expect((await api().get('/api/admin/faq-groups/absent?lang=en').set(headers)).body).toEqual({
      message: 'This record does not exist.',
    });

    const saved = await patch('/faq-groups/refus', { version, translations: { fr: { name: 'Refus' } } });
    expect(saved.status).toBe(200);
    const stale = await patch('/faq-groups/refus', { version, translations: { fr: { name: 'Trop tard' } } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: expect.stringMatching(/^Someone saved this record after you opened it/),
      current_version: version + 1,
    });

    const invalid = await patch('/faq-groups/refus', {
      version: version + 1,
      position: 1,
      slug: 'Not A Slug',
      translations: 'everything',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({
      message: 'Some fields need attention.',
      errors: {
        position: ['This field is not accepted.'],
        slug: [expect.any(String)],
        // zod's own message, no key of the dictionary: said as "not valid".
        translations: ['This value is not valid.'],
      },
    });
    expect(invalid.body.errors.slug[0]).not.toBe('This value is not valid.');

    const last = (
      await api().get('/api/admin/faq-groups?lang=en&per_page=100').set(headers)
    ).body.data.data.at(-1);
    const edge = await post(`/faq-groups/${last.ref}/move`, { direction: 'down' });
    expect(edge.status).toBe(409);
    expect(edge.body).toEqual({ message: 'It is already at that end of the list.' });
    expect((await post('/faq-groups/refus/draft/publish', { version: version + 1 })).body).toEqual({
      message: 'There is no draft to publish or preview.',
    });
  });
});
