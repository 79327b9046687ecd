import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { CardGrid } from '~/components/layout/card-grid';
import { PageMeta } from '~/components/layout/page-meta';
import { TitledSection } from '~/components/layout/titled-section';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { JsonLd } from '~/features/content/json-ld';
import { useCanonicalUrl } from '~/features/content/page-url';
import { PostCard } from '~/features/content/post-card';
import { ResponsiveImage } from '~/features/media/responsive-image';
import { useReadingBeacon } from '~/features/content/use-reading-beacon';
import { RichText } from '~/features/content/rich-text';
import { isLocale } from '../../common/i18n/languages';
import { imageUrlOf } from '../../common/media/types';
import { localizePath, resolveRequestLocale } from '../../common/i18n/request-locale';
import { useLocale } from '~/i18n/use-locale';
import { useRootData } from '~/root-data';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/blog-post';

export const handle = { i18n: ['content'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const { content } = context.services;
  // Readings are counted by the page's beacon, not here: the page is stored for every visitor.
  const found = await content.getPost(locale, params.id);
  if (!found) {
    // A renamed post: its old address answers 301 to the new one (ADR-0701).
    const moved = await context.services.editing.currentSlug('blog-posts', params.id);
    if (moved && moved !== params.id)
      throw redirect(localizePath(`/blog/${moved}`, isLocale(params.lang) ? params.lang : undefined), 301);
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  return found;
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const root = useRootData();
  const url = useCanonicalUrl();
  const { post, related } = loaderData;
  useReadingBeacon(post.slug);
  return (
    <>
      <PageMeta title={post.title} description={post.excerpt} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          image: (root?.origin ?? '') + (imageUrlOf(post.image, post.pictures) ?? ''),
          datePublished: post.publishedAt,
          inLanguage: locale,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: root?.settings?.companyName ?? 'Emballo' },
          mainEntityOfPage: url,
          interactionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/ReadAction',
            userInteractionCount: post.views,
          },
        }}
      />
      <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
        <Breadcrumbs
          items={[
            { label: t('content:blog.title'), to: '/blog' },
            { label: post.categoryName, to: `/blog?category=${post.categorySlug}` },
            { label: post.title, to: `/blog/${post.slug}` },
          ]}
        />
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{post.title}</h1>
          <p className="text-slate-600 dark:text-slate-300">
            {t('content:blog.byline', { author: post.author })} ·{' '}
            <time dateTime={post.publishedAt}>{post.publishedAtLabel}</time> ·{' '}
            <span data-testid="view-count" data-views={post.views}>
              {t('content:blog.views', { count: post.views })}
            </span>
          </p>
        </header>
        <ResponsiveImage
          src={post.image}
          pictures={post.pictures}
          alt=""
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="rounded-2xl"
        />
        <p className="text-xl font-medium text-slate-800 dark:text-slate-200">{post.excerpt}</p>
        <RichText text={post.body} />
      </article>
      {related.length > 0 && (
        <TitledSection
          id="related-title"
          title={t('content:blog.related')}
          className="mx-auto max-w-7xl px-4 py-10"
        >
          <CardGrid items={related} columns="md:grid-cols-3">
            {(p) => <PostCard post={p} />}
          </CardGrid>
        </TitledSection>
      )}
    </>
  );
}
