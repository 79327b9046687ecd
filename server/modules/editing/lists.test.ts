import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../audit/service';
import type { ListFilters } from './service';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), { RATE_LIMIT_API: '100000' }, { worker: false, seeded: true });

const actor: AuditActor = { id: null, email: 'editor@example.test', ip: '10.0.0.1', userAgent: 'vitest' };
const list = (name: string, filters: Partial<ListFilters> = {}) =>
  t.services.editing.list(name, { page: 1, perPage: 100, ...filters }, 'fr');
const refs = async (name: string, filters: Partial<ListFilters> = {}) =>
  (await list(name, filters)).data.map((r) => r.ref);

describe("an entity's list (ADR-0700)", () => {
  it('finds a record by its slug or by its title in any language, a typed % being only a character', async () => {
    expect(await refs('services', { q: 'BULLE' })).toEqual(['papier-bulle']);
    expect(await refs('services', { q: 'Bubble wrap' })).toEqual(['papier-bulle']);
    expect(await refs('services', { q: 'الغلاف الفقاعي' })).toEqual(['papier-bulle']);
    expect(await refs('services', { q: 'papier%bulle' })).toEqual([]);
    expect((await list('services', { q: 'papier-bulle' })).data[0]).toMatchObject({
      title: 'Papier bulle',
      title_lang: 'fr',
      summary: expect.stringMatching(/^69,00\s?MAD$/),
      published: true,
      archived: false,
    });
  });

  it("pages through a parent's records in their order, each with its parent's ref", async () => {
    const all = await list('packages', { parent: 'papier-bulle' });
    expect(all.total).toBeGreaterThan(1);
    expect(all.data.every((r) => r.ref.startsWith('papier-bulle:') && r.scope === 'papier-bulle')).toBe(true);
    const positions = all.data.map((r) => r.position!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const second = await list('packages', { parent: 'papier-bulle', page: 2, perPage: 1 });
    expect(second).toMatchObject({ total: all.total, last_page: all.total, current_page: 2 });
    expect(second.data.map((r) => r.ref)).toEqual([all.data[1]!.ref]);
    expect(await refs('packages', { parent: 'no-such-service' })).toEqual([]);
  });

  it('lists archived records apart, and unpublished ones on demand', async () => {
    const [first] = (await list('packages', { parent: 'papier-bulle' })).data;
    await t.services.editing.setArchived(
      'packages',
      first!.ref,
      { version: first!.version },
      true,
      actor,
      'fr',
    );
    expect(await refs('packages', { status: 'archived' })).toEqual([first!.ref]);
    expect(await refs('packages')).not.toContain(first!.ref);
    expect(await refs('packages', { status: 'unpublished' })).not.toContain(first!.ref);
    const post = (await list('blog-posts')).data[0]!;
    await t.services.editing.setPublished(
      'blog-posts',
      post.ref,
      { version: post.version },
      false,
      actor,
      'fr',
    );
    expect(await refs('blog-posts', { status: 'unpublished' })).toEqual([post.ref]);
    expect(await refs('blog-posts', { status: 'published' })).not.toContain(post.ref);
  });
});
