import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PostCard } from '~/features/content/post-card';
import { CardGrid } from '~/components/layout/card-grid';
import { LinkList } from '~/components/layout/link-list';
import { TitledSection } from '~/components/layout/titled-section';
import { PageIntro } from '~/features/content/page-intro';
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
  const asideHeading = 'mb-4 text-xl font-bold';
  const title = category ? t('content:blog.categoryTitle', { name: category.name }) : t('content:blog.title');
  return (
    <>
      <PageIntro
        title={title}
        lead={t('content:blog.description')}
        crumbs={[
          { label: t('content:blog.title'), to: '/blog' },
          ...(category ? [{ label: category.name, to: `/blog?category=${category.slug}` }] : []),
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <TitledSection id="recent-title" title={t('content:blog.recent')}>
          <CardGrid items={recent} columns="md:grid-cols-2" empty={t('content:blog.empty')}>
            {(post, i) => <PostCard post={post} priority={i < 2} />}
          </CardGrid>
        </TitledSection>
        <aside className="flex flex-col gap-10">
          <TitledSection
            id="most-read-title"
            title={t('content:blog.mostRead')}
            headingClassName={asideHeading}
          >
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
          </TitledSection>
          <TitledSection
            as="nav"
            id="blog-categories-title"
            title={t('content:blog.categories')}
            headingClassName={asideHeading}
          >
            <LinkList
              className="flex flex-col gap-2"
              links={[
                { to: '/blog', label: t('content:blog.allCategories'), current: !category },
                ...categories.map((c) => ({
                  to: `/blog?category=${c.slug}`,
                  label: (
                    <>
                      {c.name} ({c.postCount})
                    </>
                  ),
                  current: category?.slug === c.slug,
                })),
              ]}
              linkClassName="hover:underline aria-[current=page]:font-bold"
            />
          </TitledSection>
        </aside>
      </div>
    </>
  );
}
