import { data } from 'react-router';
import { serviceCard } from '../../../common/catalog/service-card';
import type { Service } from '../../../common/catalog/types';
import { paginate, pageParam } from '~/components/ui/pagination';
import { redirectFromOldSlug, type SlugHistory } from './old-slug';
import { SERVICES_PER_PAGE } from './service-page';

/**
 * A category's or sub-category's page: the record found with one page of its services (`?page=`).
 * Not found, its old slug answers 301 to the current address (see redirectFromOldSlug), else 404.
 */
export async function categoryPageData<T extends { services: Service[] }>(
  request: Request,
  found: T | null | undefined,
  editing: SlugHistory,
  oldSlug: Parameters<typeof redirectFromOldSlug>[1],
) {
  if (!found) {
    await redirectFromOldSlug(editing, oldSlug);
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  const { items, page, pages } = paginate(found.services, pageParam(request), SERVICES_PER_PAGE);
  return { ...found, services: items.map(serviceCard), page, pages };
}
