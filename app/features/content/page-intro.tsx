import { PageMeta } from '~/components/layout/page-meta';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { PageHeader } from './page-header';

/**
 * A public page's title everywhere it shows: the head's title and description (PageMeta), the
 * heading band and the breadcrumb trail in it (`path` for a page right under home, whose one crumb
 * is its title).
 */
export function PageIntro({
  title,
  lead,
  eyebrow,
  metaTitle = title,
  ...trail
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** The head's title when it says more than the heading. */
  metaTitle?: string;
} & ({ path: string } | { crumbs: Crumb[] })) {
  return (
    <>
      <PageMeta title={metaTitle} description={lead} />
      <PageHeader title={title} lead={lead} eyebrow={eyebrow}>
        <Breadcrumbs items={'path' in trail ? [{ label: title, to: trail.path }] : trail.crumbs} />
      </PageHeader>
    </>
  );
}
