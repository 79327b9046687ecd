import type { RateLimitResult } from '../../server/modules/limits/buckets';

/** The Retry-After header of a page's 429 (a form posted past its bucket's limit, ADR-0018). */
export function retryAfter(result: Pick<RateLimitResult, 'retryAfterSeconds'>): HeadersInit {
  return { 'Retry-After': String(result.retryAfterSeconds) };
}
