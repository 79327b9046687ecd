import type { MediaPictures } from '../media/types';

export const PAGE_SLUGS = [
  'aboutus',
  'mentions-legales',
  'privacy-policy',
  'resources',
  'other-services',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export interface BlogCategory {
  id: number;
  slug: string;
  name: string;
  postCount: number;
}

export interface BlogPostSummary {
  id: number;
  slug: string;
  categorySlug: string;
  categoryName: string;
  title: string;
  excerpt: string;
  /** A static path, or a media library reference (`media:<uuid>`) resolved in `pictures` (ADR-0702). */
  image: string;
  pictures: MediaPictures;
  author: string;
  publishedAt: string;
  /** `publishedAt` as the reader sees it, written by the server (ADR-0008). */
  publishedAtLabel: string;
  views: number;
}

export interface BlogPost extends BlogPostSummary {
  body: string;
}

export interface FaqGroup {
  slug: string;
  name: string;
  items: { id: number; question: string; answer: string }[];
}

export interface ContentPage {
  slug: PageSlug;
  title: string;
  summary: string;
  body: string;
}
