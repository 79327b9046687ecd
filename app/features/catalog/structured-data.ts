import type { Package, Service } from '../../../common/catalog/types';
import { decimalAmount } from '../../../common/pricing/currencies';

function offerOf(pkg: Package, url: string) {
  return {
    '@type': 'Offer',
    name: pkg.name,
    price: decimalAmount(pkg.finalPriceMinor, pkg.currency),
    priceCurrency: pkg.currency,
    availability: 'https://schema.org/InStock',
    url,
  };
}

/** schema.org Product (packaging) or Service (storage, digital), with an Offer per package. */
export function serviceJsonLd(service: Service, opts: { url: string; origin: string; company: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': service.kind === 'packaging_product' ? 'Product' : 'Service',
    name: service.name,
    description: service.summary,
    image: service.images.map((src) => opts.origin + src),
    url: opts.url,
    ...(service.kind === 'packaging_product'
      ? { brand: { '@type': 'Brand', name: opts.company } }
      : { provider: { '@type': 'Organization', name: opts.company } }),
    offers: service.packages.map((pkg) => offerOf(pkg, `${opts.url}/packages/${pkg.slug}`)),
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
    image: service.images.map((src) => opts.origin + src),
    url: opts.url,
    offers: offerOf(pkg, opts.url),
  };
}
