import { useTranslation } from 'react-i18next';
import type { BlogPostSummary } from '../../../common/content/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { ResponsiveImage } from '~/features/media/responsive-image';

export function PostCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="post-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <ResponsiveImage
        src={post.image}
        pictures={post.pictures}
        alt=""
        decorative
        priority={priority}
        sizes="(min-width: 768px) 40vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="font-semibold text-amber-800 dark:text-amber-400">{post.categoryName}</span> ·{' '}
          <time dateTime={post.publishedAt}>{post.publishedAtLabel}</time>
        </p>
        <h3 className="text-lg font-bold">
          <LocalizedLink
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 group-hover:text-teal-700 dark:group-hover:text-teal-400"
          >
            {post.title}
          </LocalizedLink>
        </h3>
        <p className="text-slate-700 dark:text-slate-300">{post.excerpt}</p>
        <p className="mt-auto pt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('content:blog.views', { count: post.views })}
        </p>
      </div>
    </article>
  );
}
