import type { Package, SaleTerms, Service } from '../../../common/catalog/types';
import { imageUrlOf } from '../../../common/media/types';
import { decimalAmount } from '../../../common/pricing/currencies';

function offerOf(item: SaleTerms & { name: string }, url: string) {
  return {
    '@type': 'Offer',
    name: item.name,
    price: decimalAmount(item.finalPriceMinor, item.currency),
    priceCurrency: item.currency,
    availability: item.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url,
  };
}

/** Absolute URLs of the service's images (an uploaded one's largest variant). */
function imagesOf(service: Service, origin: string) {
  return service.images.flatMap((ref) => {
    const url = imageUrlOf(ref, service.pictures);
    return url ? [origin + url] : [];
  });
}

/**
 * schema.org Product (packaging) or Service (storage, digital), with an Offer for the service on
 * its own and one per package.
 */
export function serviceJsonLd(service: Service, opts: { url: string; origin: string; company: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': service.kind === 'packaging_product' ? 'Product' : 'Service',
    name: service.name,
    description: service.summary,
    image: imagesOf(service, opts.origin),
    url: opts.url,
    ...(service.kind === 'packaging_product'
      ? { brand: { '@type': 'Brand', name: opts.company } }
      : { provider: { '@type': 'Organization', name: opts.company } }),
    offers: [
      offerOf(service, opts.url),
      ...service.packages.map((pkg) => offerOf(pkg, `${opts.url}/packages/${pkg.slug}`)),
    ],
  };
}

export function packageJsonLd(
  service: Service,
  pkg: Package,
  opts: { url: string; origin: string; company: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': service.kind === 'packaging_product' ? 'Product' : 'Service',
    name: `${service.name}: ${pkg.name}`,
    description: pkg.description,
    image: imagesOf(service, opts.origin),
    url: opts.url,
    offers: offerOf(pkg, opts.url),
  };
}
