import type { Service } from './types';

/** What a service's card on a list page shows: the list's loaders send only this to the browser. */
export type ServiceCardData = Pick<
  Service,
  'slug' | 'kind' | 'name' | 'summary' | 'images' | 'pictures' | 'fromPrice'
>;

/**
 * A service as its card needs it. A list page's hydration data carried every service whole (its
 * description, features and packages, which only its own page shows): two thirds of the page's
 * data, serialised for every page rendered and decoded by every browser that hydrates it.
 */
export function serviceCard({
  slug,
  kind,
  name,
  summary,
  images,
  pictures,
  fromPrice,
}: Service): ServiceCardData {
  return { slug, kind, name, summary, images, pictures, fromPrice };
}
