import { describe, expect, it } from 'vitest';
import type { Package, Service } from '../../../common/catalog/types';
import { packageJsonLd } from './structured-data';

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
});
