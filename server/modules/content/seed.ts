import { demoBlogCategories, demoBlogPosts, demoFaqs, demoPages } from '../../db/demo-content';
import { insertId, translationRows } from '../../db/seeding';
import type { Db } from '../../db/types';
import * as content from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fills empty content tables with the demo blog, FAQs and pages; false when already filled. */
export async function seedDemoContent(db: Db, now: Date): Promise<boolean> {
  if ((await db.select({ id: content.contentPages.id }).from(content.contentPages).limit(1)).length > 0)
    return false;
  await db.transaction(async (tx) => {
    const catIds = new Map<string, number>();
    for (const cat of demoBlogCategories) {
      const blogCategoryId = await insertId(tx, content.blogCategories, { slug: cat.slug });
      catIds.set(cat.slug, blogCategoryId);
      await tx
        .insert(content.blogCategoryTranslations)
        .values(translationRows({ blogCategoryId }, { name: cat.name }));
    }
    for (const post of demoBlogPosts) {
      const postId = await insertId(tx, content.blogPosts, {
        slug: post.slug,
        categoryId: catIds.get(post.categorySlug)!,
        image: post.image,
        author: post.author,
        publishedAt: new Date(now.getTime() - post.publishedDaysAgo * DAY_MS),
        views: post.views,
      });
      const { title, excerpt, body } = post;
      await tx
        .insert(content.blogPostTranslations)
        .values(translationRows({ postId }, { title, excerpt, body }));
    }
    const groupIds = new Map<string, number>();
    for (const [position, faq] of demoFaqs.entries()) {
      let groupId = groupIds.get(faq.groupSlug);
      if (groupId === undefined) {
        groupId = await insertId(tx, content.faqGroups, { slug: faq.groupSlug, position: groupIds.size });
        groupIds.set(faq.groupSlug, groupId);
        await tx
          .insert(content.faqGroupTranslations)
          .values(translationRows({ groupId }, { name: faq.group }));
      }
      const faqId = await insertId(tx, content.faqs, { groupId, position });
      await tx
        .insert(content.faqTranslations)
        .values(translationRows({ faqId }, { question: faq.question, answer: faq.answer }));
    }
    for (const page of demoPages) {
      const pageId = await insertId(tx, content.contentPages, { slug: page.slug });
      const { title, summary, body } = page;
      await tx
        .insert(content.contentPageTranslations)
        .values(translationRows({ pageId }, { title, summary, body }));
    }
  });
  return true;
}
