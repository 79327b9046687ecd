import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, services, serviceTranslations } from '../catalog/schema';
import { blogCategories, blogPosts, blogPostTranslations } from '../content/schema';
import { searchDocuments } from './schema';
import { explainSearchPage } from './explain';
import { type TestApp, useTestApp } from '../../test/harness';

let ctx: TestApp;

interface PlanNode {
  'Actual Loops': number;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
useTestApp((started) => (ctx = started), {}, { seeded: true });

describe('search', () => {
  it('finds a service by a French word, accents or not', async () => {
    const withAccent = await ctx.services.search.search('fr', 'climatisé');
    expect(withAccent.hits[0]?.path).toBe('/produits/stockage-climatise');
    const without = await ctx.services.search.search('fr', 'climatise');
    expect(without.hits.map((h) => h.path)).toContain('/produits/stockage-climatise');
  });

  it('finds a service by an Arabic word', async () => {
    const result = await ctx.services.search.search('ar', 'الفقاعي');
    expect(result.hits.map((h) => h.path)).toContain('/produits/papier-bulle');
  });

  it('forgives a misspelt English word', async () => {
    const result = await ctx.services.search.search('en', 'bubbel wrap');
    expect(result.hits.slice(0, 3).map((h) => h.path)).toContain('/produits/papier-bulle');
  });

  it('ranks, paginates and counts', async () => {
    const first = await ctx.services.search.search('en', 'storage', 1, 3);
    expect(first.hits).toHaveLength(3);
    expect(first.total).toBeGreaterThan(3);
    const second = await ctx.services.search.search('en', 'storage', 2, 3);
    expect(second.hits[0]?.path).not.toBe(first.hits[0]?.path);
    const scores = first.hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const beyond = await ctx.services.search.search('en', 'storage', 99, 3);
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('searches only the page language and finds nothing for gibberish', async () => {
    expect((await ctx.services.search.search('en', 'zqxjkv')).total).toBe(0);
    expect((await ctx.services.search.search('en', '   ')).total).toBe(0);
    const fr = await ctx.services.search.search('en', 'déménagement');
    expect(fr.hits.every((h) => !/déménagement/i.test(h.title))).toBe(true);
  });

  it('ranks the word as typed above a longer or misspelt form, and finds both', async () => {
    const [category] = await ctx.services.db.select().from(categories).limit(1);
    const made = await ctx.services.db
      .insert(services)
      .values(
        ['sachet-kryptonites', 'sachet-kryptonite'].map((slug, i) => ({
          slug,
          kind: 'packaging_product' as const,
          categoryId: category!.id,
          images: [],
          priceMinor: 1500 + i,
          currency: 'MAD',
          paymentKind: 'one_time' as const,
        })),
      )
      .returning();
    await ctx.services.db.insert(serviceTranslations).values(
      made.map((s) => ({
        serviceId: s.id,
        locale: 'en',
        // The longer form first, so that the title order alone would put it first.
        name: s.slug === 'sachet-kryptonites' ? 'A kryptonites pouch' : 'B kryptonite pouch',
        summary: 'A pouch',
        description: 'Sealed',
        features: [],
      })),
    );
    const typed = await ctx.services.search.search('en', 'kryptonite');
    expect(typed.hits.map((h) => h.path)).toEqual([
      '/produits/sachet-kryptonite',
      '/produits/sachet-kryptonites',
    ]);
    const misspelt = await ctx.services.search.search('en', 'kryptonyte');
    expect(misspelt.hits.map((h) => h.path).sort()).toEqual([
      '/produits/sachet-kryptonite',
      '/produits/sachet-kryptonites',
    ]);
    // The closest word ranks first ("kriptonite" is nearer "kryptonite" than "kryptonites") over
    // all the matches, not only within a page: one hit a page.
    const [first, second] = [
      await ctx.services.search.search('en', 'kriptonite', 1, 1),
      await ctx.services.search.search('en', 'kriptonite', 2, 1),
    ];
    expect([first.hits[0]?.path, second.hits[0]?.path, first.total]).toEqual([
      '/produits/sachet-kryptonite',
      '/produits/sachet-kryptonites',
      2,
    ]);
    // A word of the query found nowhere is left out rather than emptying the result.
    expect((await ctx.services.search.search('en', 'kryptonite zqxjkv')).total).toBe(2);
    await ctx.services.db.delete(services).where(sql`${services.slug} like 'sachet-kryptonite%'`);
  });

  it('ranks a word in the title above the same word in the body, and a service above a post', async () => {
    const db = ctx.services.db;
    const [category] = await db.select().from(categories).limit(1);
    const made = await db
      .insert(services)
      .values(
        ['sachet-in-title', 'sachet-in-body'].map((slug) => ({
          slug,
          kind: 'packaging_product' as const,
          categoryId: category!.id,
          images: [],
          priceMinor: 1500,
          currency: 'MAD',
          paymentKind: 'one_time' as const,
        })),
      )
      .returning();
    await db.insert(serviceTranslations).values(
      made.map((s) => ({
        serviceId: s.id,
        locale: 'en',
        // The body-only one first by title, so that the title order alone would put it first.
        ...(s.slug === 'sachet-in-title'
          ? { name: 'B zephyrium pouch', summary: 'A pouch', description: 'Sealed' }
          : { name: 'A pouch', summary: 'A pouch', description: 'Sealed with zephyrium' }),
        features: [],
      })),
    );
    const [blogCategory] = await db.select().from(blogCategories).limit(1);
    const [post] = await db
      .insert(blogPosts)
      .values({
        slug: 'zephyrium-guide',
        categoryId: blogCategory!.id,
        image: '/x.webp',
        author: 'Test',
        publishedAt: new Date(ctx.clock.now().getTime() - 3600_000),
      })
      .returning();
    await db.insert(blogPostTranslations).values({
      postId: post!.id,
      locale: 'en',
      title: 'A zephyrium guide',
      excerpt: 'All about zephyrium',
      body: 'Zephyrium, zephyrium and zephyrium again.',
    });
    try {
      const found = await ctx.services.search.search('en', 'zephyrium');
      expect(found.hits.map((h) => h.path)).toEqual([
        '/produits/sachet-in-title',
        '/blog/zephyrium-guide',
        '/produits/sachet-in-body',
      ]);
      // Misspelt, the same order.
      const misspelt = await ctx.services.search.search('en', 'zefyrium');
      expect(misspelt.hits.map((h) => h.path)).toEqual(found.hits.map((h) => h.path));
    } finally {
      await db.delete(blogPosts).where(eq(blogPosts.id, post!.id));
      await db.delete(services).where(sql`${services.slug} like 'sachet-in-%'`);
    }
  });

  it('ranks every match cheaply: nothing runs once per match, only once per hit of the page', async () => {
    const perPage = 2;
    const { total } = await ctx.services.search.search('en', 'storage', 1, perPage);
    expect(total).toBeGreaterThan(2 * perPage);
    const [cell] = await explainSearchPage(
      ctx.services.db,
      { locale: 'en', q: 'storage', limit: perPage, offset: 0, now: ctx.clock.now() },
      'json',
    );
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    // With seq scans priced out, PostgreSQL took the query for a huge one and compiled it (JIT,
    // ~500 ms a search); PGlite has no JIT.
    expect(plan[0]).not.toHaveProperty('JIT');
    const nodes: PlanNode[] = [];
    const walk = (n: PlanNode) => {
      nodes.push(n);
      n.Plans?.forEach(walk);
    };
    walk(plan[0]!.Plan);
    // The language's own partial index finds the matches…
    expect(nodes.map((n) => n['Index Name'])).toContain('search_documents_vector_en');
    // …and no node (a similarity or slug subquery, a join's inner side) runs per match.
    expect(nodes.filter((n) => n['Actual Loops'] > perPage)).toEqual([]);
  });

  it('finds blog posts and FAQs too', async () => {
    const types = new Set(
      (await ctx.services.search.search('en', 'humidity', 1, 50)).hits.map((h) => h.type),
    );
    expect(types.has('post') || types.has('faq')).toBe(true);
  });
});

describe('search documents follow every write to the translated tables', () => {
  const paths = async (locale: 'fr' | 'en' | 'ar', q: string) =>
    (await ctx.services.search.search(locale, q, 1, 50)).hits.map((h) => h.path);

  it('holds one document per translation of a service, package, post and FAQ', async () => {
    const [counts] = (
      (await ctx.services.db.execute(sql`
        select (select count(*) from service_translations)
             + (select count(*) from package_translations)
             + (select count(*) from blog_post_translations)
             + (select count(*) from faq_translations) as sources,
               (select count(*) from search_documents) as documents`)) as unknown as {
        rows: { sources: number | string; documents: number | string }[];
      }
    ).rows;
    expect(Number(counts!.documents)).toBe(Number(counts!.sources));
    expect(Number(counts!.documents)).toBeGreaterThan(0);
  });

  it('finds a new service, then under its new name only, then not at all once deleted', async () => {
    const db = ctx.services.db;
    const [category] = await db.select().from(categories).limit(1);
    const [service] = await db
      .insert(services)
      .values({
        slug: 'sachet-zirconium',
        kind: 'packaging_product',
        categoryId: category!.id,
        images: [],
        priceMinor: 1500,
        currency: 'MAD',
        paymentKind: 'one_time',
      })
      .returning();
    await db.insert(serviceTranslations).values([
      {
        serviceId: service!.id,
        locale: 'fr',
        name: 'Sachet zirconium',
        summary: 'Un sachet très résistant',
        description: 'Pour les pièces détachées',
        features: ['Fermeture éclair'],
      },
      {
        serviceId: service!.id,
        locale: 'ar',
        name: 'كيس الزركونيوم',
        summary: 'كيس متين',
        description: 'لقطع الغيار',
        features: [],
      },
    ]);
    expect(await paths('fr', 'zirconium')).toContain('/produits/sachet-zirconium');
    expect(await paths('fr', 'zirkonium')).toContain('/produits/sachet-zirconium');
    expect(await paths('ar', 'الزركونيوم')).toContain('/produits/sachet-zirconium');
    expect(await paths('fr', 'eclair')).toContain('/produits/sachet-zirconium');

    await db
      .update(serviceTranslations)
      .set({ name: 'Sachet titane' })
      .where(eq(serviceTranslations.serviceId, service!.id));
    expect(await paths('fr', 'titane')).toContain('/produits/sachet-zirconium');
    expect(await paths('fr', 'zirconium')).not.toContain('/produits/sachet-zirconium');

    // A new slug is joined at query time: the hit links to where the service now is.
    await db.update(services).set({ slug: 'sachet-titane' }).where(eq(services.id, service!.id));
    expect(await paths('fr', 'titane')).toContain('/produits/sachet-titane');

    // Deleting the service cascades to its translations, and from them to the documents.
    await db.delete(services).where(eq(services.id, service!.id));
    expect(await paths('fr', 'titane')).not.toContain('/produits/sachet-titane');
    expect(await paths('ar', 'كيس')).not.toContain('/produits/sachet-titane');
    const left = await db
      .select()
      .from(searchDocuments)
      .where(sql`${searchDocuments.kind} = 'service' and ${searchDocuments.entityId} = ${service!.id}`);
    expect(left).toEqual([]);
  });

  it('hides a blog post until it is published, by the platform clock', async () => {
    const first = (await ctx.services.search.search('en', 'humidity', 1, 50)).hits.find(
      (h) => h.type === 'post',
    );
    expect(first).toBeDefined();
    const slug = first!.path.replace('/blog/', '');
    const [post] = await ctx.services.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    await ctx.services.db
      .update(blogPosts)
      .set({ publishedAt: new Date(ctx.clock.now().getTime() + 3600_000) })
      .where(eq(blogPosts.id, post!.id));
    expect(await paths('en', 'humidity')).not.toContain(first!.path);
    await ctx.services.db
      .update(blogPosts)
      .set({ publishedAt: post!.publishedAt })
      .where(eq(blogPosts.id, post!.id));
    expect(await paths('en', 'humidity')).toContain(first!.path);
  });
});
