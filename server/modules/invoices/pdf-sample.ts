import { demoSiteSettings } from '../settings/demo';
import type { InvoiceDocument } from './read';

/**
 * A fixed invoice for the PDF tests and their reference image: every part of the page (seller
 * registrations, a company, a period, a discount, a promo line, mixed Latin and Arabic names).
 */
export const SAMPLE_INVOICE: InvoiceDocument = {
  id: 1,
  kind: 'invoice',
  number: '2026-000123',
  status: 'on_hand',
  customerId: null,
  orderId: null,
  orderNumber: '2026-000456',
  creditedNumber: null,
  subscriptionId: null,
  currency: 'MAD',
  subtotal: 154900,
  discount: 17490,
  taxRateBp: 2000,
  tax: 27482,
  total: 164892,
  // The demo company, with a shorter address and its first two registrations (RC, ICE).
  seller: {
    legalName: demoSiteSettings.billing.legalName,
    address: '12 boulevard de la Corniche, 20180 Casablanca',
    registrations: demoSiteSettings.billing.registrations.slice(0, 2),
    email: demoSiteSettings.emails[0]!,
    phone: demoSiteSettings.phones[0]!,
  },
  customer: {
    name: 'Salma Benali',
    company: 'Atlas Export',
    email: 'salma@atlas.example',
    billingAddress: '5 rue Ibn Battouta, 90000 Tanger',
    country: 'MA',
  },
  locale: 'fr',
  issuedAt: new Date('2026-03-14T10:00:00Z'),
  dueAt: new Date('2026-03-29T10:00:00Z'),
  periodStart: new Date('2026-03-14T10:00:00Z'),
  periodEnd: new Date('2026-04-14T10:00:00Z'),
  lines: [
    {
      position: 0,
      name: {
        fr: 'Carton double cannelure — lot de 100',
        en: 'Double-wall box — pack of 100',
        ar: 'كرتون مزدوج التموج — حزمة 100 قطعة',
      },
      amount: 124900,
      discount: 12490,
    },
    {
      position: 1,
      name: { fr: 'Stockage climatisé Pro', en: 'Climate storage Pro', ar: 'تخزين مكيّف Pro لمدة شهر' },
      amount: 30000,
      discount: 0,
    },
    {
      position: 2,
      name: { fr: 'Code promo EMBALLO50', en: 'Promo code EMBALLO50', ar: 'رمز الخصم EMBALLO50' },
      amount: 0,
      discount: 5000,
    },
  ],
};
