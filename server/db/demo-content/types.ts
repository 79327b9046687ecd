// Demo content types for the Emballo storefront (data only, no runtime code).
//
// Conventions:
// - Every user-facing string is a `Text` object with one entry per locale.
// - `body` fields are plain text: paragraphs are separated by a blank line ("\n\n")
//   and a paragraph starting with "## " is a sub-heading.
// - Prices are integer minor units in MAD (149.00 MAD = 14900).
// - Discounts: `type: 'percent'` → `value` is a percentage (15 = 15 %);
//   `type: 'amount'` → `value` is in MAD minor units, like prices (50000 = 500.00 MAD).
// - Image paths are public URLs served from /public (e.g. "/demo/services/papier-bulle.svg").

export type Locale = 'fr' | 'en' | 'ar';
export type Text = Record<Locale, string>;
export type ServiceKind = 'packaging_product' | 'storage_offer' | 'digital_service';
export type BillingPeriod = 'week' | 'month' | 'year';
export type PaymentKind = 'one_time' | 'subscription';

export interface DemoCategory {
  slug: string;
  name: Text;
  description: Text;
  image: string;
  subCategories: { slug: string; name: Text; description: Text }[];
}

/** How a service or a package is sold (spec §3 "Service or package"). */
export interface DemoSaleTerms {
  priceMinor: number;
  currency: 'MAD';
  discount?: { type: 'amount' | 'percent'; value: number };
  billingPeriod: BillingPeriod | null;
  paymentKind: PaymentKind;
}

export interface DemoPackage extends DemoSaleTerms {
  slug: string;
  name: Text;
  description: Text;
  features: Record<Locale, string[]>;
}

export interface DemoService {
  slug: string;
  kind: ServiceKind;
  categorySlug: string;
  subCategorySlug: string;
  name: Text;
  summary: Text;
  description: Text;
  features: Record<Locale, string[]>;
  images: string[];
  /** The service sold on its own, like a package. */
  price: DemoSaleTerms;
  packages: DemoPackage[];
  featured?: boolean;
}

export interface DemoOffer {
  slug: string;
  serviceSlug: string;
  packageSlug?: string;
  title: Text;
  description: Text;
  discount: { type: 'amount' | 'percent'; value: number };
  startsInDays: number;
  endsInDays: number;
}

export interface DemoGalleryItem {
  slug: string;
  image: string;
  title: Text;
  caption: Text;
}

export interface DemoProject {
  slug: string;
  serviceSlug: string;
  title: Text;
  summary: Text;
  liveUrl: string;
  images: string[];
  year: number;
}

export interface DemoBlogCategory {
  slug: string;
  name: Text;
}

export interface DemoBlogPost {
  slug: string;
  categorySlug: string;
  title: Text;
  excerpt: Text;
  body: Text;
  image: string;
  publishedDaysAgo: number;
  views: number;
  author: string;
}

export interface DemoFaq {
  group: Text;
  groupSlug: string;
  question: Text;
  answer: Text;
}

export interface DemoPage {
  slug: 'aboutus' | 'mentions-legales' | 'privacy-policy' | 'resources' | 'other-services';
  title: Text;
  summary: Text;
  body: Text;
}
