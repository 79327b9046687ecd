import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '../../../common/content/types';
import { CardFrame, CardTitleLink } from './card-frame';

export function PostCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <CardFrame
      testId="post-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      picture={{
        src: post.image,
        pictures: post.pictures,
        priority,
        sizes: '(min-width: 768px) 40vw, 100vw',
      }}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <span className="font-semibold text-amber-800 dark:text-amber-400">{post.categoryName}</span> ·{' '}
        <time dateTime={post.publishedAt}>{post.publishedAtLabel}</time>
      </p>
      <CardTitleLink to={`/blog/${post.slug}`}>{post.title}</CardTitleLink>
      <p className="text-slate-700 dark:text-slate-300">{post.excerpt}</p>
      <p className="mt-auto pt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('content:blog.views', { count: post.views })}
      </p>
    </CardFrame>
  );
}
