import { describe, expect, it } from 'vitest';
import type { Package, Service } from '../../../common/catalog/types';
import { packageJsonLd, serviceJsonLd } from './structured-data';

const pkg = (finalPriceMinor: number, currency: string): Package => ({
  id: 1,
  slug: 'lot',
  serviceSlug: 'cartons',
  name: 'Lot',
  description: '',
  features: [],
  priceMinor: finalPriceMinor,
  currency,
  discount: null,
  finalPriceMinor,
  billingPeriod: null,
  paymentKind: 'one_time',
  available: true,
});

const service = { kind: 'packaging_product', name: 'Cartons', images: [] } as unknown as Service;
const opts = {
  url: 'https://shop.example/fr/produits/cartons',
  origin: 'https://shop.example',
  company: 'Emballo',
};

describe('schema.org offers', () => {
  it('state the price as a decimal in the currency’s own minor unit', () => {
    const price = (p: Package) => packageJsonLd(service, p, opts).offers;
    expect(price(pkg(24905, 'MAD'))).toMatchObject({ price: '249.05', priceCurrency: 'MAD' });
    expect(price(pkg(1500, 'JPY'))).toMatchObject({ price: '1500', priceCurrency: 'JPY' });
    expect(price(pkg(1234, 'KWD'))).toMatchObject({ price: '1.234', priceCurrency: 'KWD' });
  });

  it('offer the service on its own, then each package, and say which cannot be bought now', () => {
    const own = { ...pkg(11900, 'MAD'), name: 'Cartons', available: false };
    const full = { ...service, ...own, kind: 'packaging_product', packages: [pkg(24905, 'MAD')] } as Service;
    expect(serviceJsonLd(full, opts).offers).toEqual([
      expect.objectContaining({
        price: '119.00',
        availability: 'https://schema.org/OutOfStock',
        url: opts.url,
      }),
      expect.objectContaining({
        price: '249.05',
        availability: 'https://schema.org/InStock',
        url: `${opts.url}/packages/lot`,
      }),
    ]);
  });
});
