import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PostCard } from '~/features/content/post-card';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/features/content/page-header';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/blog';

export const handle = { i18n: ['content'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const category = new URL(request.url).searchParams.get('category') ?? undefined;
  const index = await context.services.content.getBlogIndex(locale, category?.slice(0, 100));
  if (!index) throw data(null, { status: 404, statusText: 'Not Found' });
  return index;
}

/** The blog: recent posts (or one category's), the most read ones and the categories. */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, recent, mostRead, categories } = loaderData;
  const title = category ? t('content:blog.categoryTitle', { name: category.name }) : t('content:blog.title');
  return (
    <>
      <PageMeta title={title} description={t('content:blog.description')} />
      <PageHeader title={title} lead={t('content:blog.description')}>
        <Breadcrumbs
          items={[
            { label: t('content:blog.title'), to: '/blog' },
            ...(category ? [{ label: category.name, to: `/blog?category=${category.slug}` }] : []),
          ]}
        />
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="recent-title">
          <h2 id="recent-title" className="mb-6 text-2xl font-bold">
            {t('content:blog.recent')}
          </h2>
          {recent.length === 0 ? (
            <EmptyState size="lg">{t('content:blog.empty')}</EmptyState>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {recent.map((post, i) => (
                <li key={post.slug}>
                  <PostCard post={post} priority={i < 2} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside className="flex flex-col gap-10">
          <section aria-labelledby="most-read-title">
            <h2 id="most-read-title" className="mb-4 text-xl font-bold">
              {t('content:blog.mostRead')}
            </h2>
            <ol className="flex flex-col gap-4" data-testid="most-read">
              {mostRead.map((post) => (
                <li key={post.slug} className="flex flex-col">
                  <LocalizedLink
                    to={`/blog/${post.slug}`}
                    className="font-semibold hover:text-teal-700 hover:underline"
                  >
                    {post.title}
                  </LocalizedLink>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {post.publishedAtLabel} · {t('content:blog.views', { count: post.views })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <nav aria-labelledby="blog-categories-title">
            <h2 id="blog-categories-title" className="mb-4 text-xl font-bold">
              {t('content:blog.categories')}
            </h2>
            <ul className="flex flex-col gap-2">
              <li>
                <LocalizedLink
                  to="/blog"
                  aria-current={category ? undefined : 'page'}
                  className="hover:underline aria-[current=page]:font-bold"
                >
                  {t('content:blog.allCategories')}
                </LocalizedLink>
              </li>
              {categories.map((c) => (
                <li key={c.slug}>
                  <LocalizedLink
                    to={`/blog?category=${c.slug}`}
                    aria-current={category?.slug === c.slug ? 'page' : undefined}
                    className="hover:underline aria-[current=page]:font-bold"
                  >
                    {c.name} ({c.postCount})
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
