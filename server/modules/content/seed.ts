import { demoBlogCategories, demoBlogPosts, demoFaqs, demoPages } from '../../db/demo-content';
import { LOCALES } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPosts,
  blogPostTranslations,
  contentPages,
  contentPageTranslations,
  faqGroups,
  faqGroupTranslations,
  faqs,
  faqTranslations,
} from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fills empty content tables with the demo blog, FAQs and pages; false when already filled. */
export async function seedDemoContent(db: Db, now: Date): Promise<boolean> {
  if ((await db.select({ id: contentPages.id }).from(contentPages).limit(1)).length > 0) return false;
  await db.transaction(async (tx) => {
    const catIds = new Map<string, number>();
    for (const cat of demoBlogCategories) {
      const [row] = await tx.insert(blogCategories).values({ slug: cat.slug }).returning();
      catIds.set(cat.slug, row!.id);
      await tx
        .insert(blogCategoryTranslations)
        .values(LOCALES.map((locale) => ({ blogCategoryId: row!.id, locale, name: cat.name[locale] })));
    }
    for (const post of demoBlogPosts) {
      const [row] = await tx
        .insert(blogPosts)
        .values({
          slug: post.slug,
          categoryId: catIds.get(post.categorySlug)!,
          image: post.image,
          author: post.author,
          publishedAt: new Date(now.getTime() - post.publishedDaysAgo * DAY_MS),
          views: post.views,
        })
        .returning();
      await tx.insert(blogPostTranslations).values(
        LOCALES.map((locale) => ({
          postId: row!.id,
          locale,
          title: post.title[locale],
          excerpt: post.excerpt[locale],
          body: post.body[locale],
        })),
      );
    }
    const groupIds = new Map<string, number>();
    for (const [position, faq] of demoFaqs.entries()) {
      let groupId = groupIds.get(faq.groupSlug);
      if (groupId === undefined) {
        const [group] = await tx
          .insert(faqGroups)
          .values({ slug: faq.groupSlug, position: groupIds.size })
          .returning();
        groupId = group!.id;
        groupIds.set(faq.groupSlug, groupId);
        await tx
          .insert(faqGroupTranslations)
          .values(LOCALES.map((locale) => ({ groupId: groupId!, locale, name: faq.group[locale] })));
      }
      const [row] = await tx.insert(faqs).values({ groupId, position }).returning();
      await tx.insert(faqTranslations).values(
        LOCALES.map((locale) => ({
          faqId: row!.id,
          locale,
          question: faq.question[locale],
          answer: faq.answer[locale],
        })),
      );
    }
    for (const page of demoPages) {
      const [row] = await tx.insert(contentPages).values({ slug: page.slug }).returning();
      await tx.insert(contentPageTranslations).values(
        LOCALES.map((locale) => ({
          pageId: row!.id,
          locale,
          title: page.title[locale],
          summary: page.summary[locale],
          body: page.body[locale],
        })),
      );
    }
  });
  return true;
}
