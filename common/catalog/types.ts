import type { Locale } from '../i18n/languages';
import type { MediaPictures } from '../media/types';

export const SERVICE_KINDS = ['packaging_product', 'storage_offer', 'digital_service'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export type DiscountType = 'amount' | 'percent';
export type BillingPeriod = 'week' | 'month' | 'year';
export type PaymentKind = 'one_time' | 'subscription';

export interface Discount {
  type: DiscountType;
  /** Minor units for an amount, a whole number for a percent. */
  value: number;
}

/** Fields shown in another language than the page's (a fallback): the page marks them with `lang`. */
export type TextLang<F extends string> = Partial<Record<F, Locale>>;

export interface SubCategory {
  textLang?: TextLang<'name' | 'description'>;
  id: number;
  slug: string;
  categorySlug: string;
  name: string;
  description: string;
}

export interface Category {
  textLang?: TextLang<'name' | 'description'>;
  id: number;
  slug: string;
  image: string;
  /** The `media:` references among its images, resolved for the page's language (ADR-0702). */
  pictures?: MediaPictures;
  name: string;
  description: string;
  subCategories: SubCategory[];
}

/** How a service or a package is sold (spec §3 "Service or package"), as the catalogue serves it. */
export interface SaleTerms {
  priceMinor: number;
  currency: string;
  discount: Discount | null;
  /** The price after its own discount, computed by the server's pricing rules. */
  finalPriceMinor: number;
  billingPeriod: BillingPeriod | null;
  paymentKind: PaymentKind;
  /** False: shown, but it cannot be added to a cart or paid. */
  available: boolean;
}

export interface Package extends SaleTerms {
  textLang?: TextLang<'name' | 'description' | 'features'>;
  id: number;
  slug: string;
  serviceSlug: string;
  name: string;
  description: string;
  features: string[];
}

/** A service is sold on its own terms (like a package) and through its packages. */
export interface Service extends SaleTerms {
  textLang?: TextLang<'name' | 'summary' | 'description' | 'features'>;
  /** Archived (ADR-0700): out of the listings, its page still answers for the orders that name it. */
  archived?: boolean;
  id: number;
  slug: string;
  kind: ServiceKind;
  categorySlug: string;
  subCategorySlug: string | null;
  name: string;
  summary: string;
  description: string;
  features: string[];
  images: string[];
  /** The `media:` references among its images, resolved for the page's language (ADR-0702). */
  pictures?: MediaPictures;
  featured: boolean;
  packages: Package[];
  /** The lowest final price among itself and its packages for sale, for "from …" labels. */
  fromPrice: { minor: number; currency: string } | null;
}

export interface Offer {
  textLang?: TextLang<'title' | 'description'>;
  id: number;
  slug: string;
  serviceSlug: string;
  serviceName: string;
  packageSlug: string | null;
  packageName: string | null;
  title: string;
  description: string;
  discount: Discount;
  startsAt: string;
  endsAt: string;
  /** `endsAt` as the reader sees it, written by the server (ADR-0008). */
  endsAtLabel: string;
  image: string | null;
  /** The `media:` references among its images, resolved for the page's language (ADR-0702). */
  pictures?: MediaPictures;
  /** Price before and after the offer, when it applies to one package. */
  priceMinor: number | null;
  offerPriceMinor: number | null;
  currency: string | null;
}

export interface GalleryItem {
  id: number;
  slug: string;
  image: string;
  /** The `media:` references among its images, resolved for the page's language (ADR-0702). */
  pictures?: MediaPictures;
  title: string;
  caption: string;
}

export interface Project {
  id: number;
  slug: string;
  serviceSlug: string;
  serviceName: string;
  title: string;
  summary: string;
  liveUrl: string;
  images: string[];
  /** The `media:` references among its images, resolved for the page's language (ADR-0702). */
  pictures?: MediaPictures;
  year: number;
}
