import type { TFunction } from 'i18next';

/** A page number from the query: `fallback` when absent, null when not a whole number in 1…max. */
const pageNumber = (value: unknown, fallback: number, max: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/**
 * `?page=` (1 by default) and `?per_page=` (15 by default, at most 100) of a customer's list, or
 * the 422 body that refuses them, worded by `<messages>.page` and `<messages>.perPage`.
 */
export function listPaging(
  query: { page?: unknown; per_page?: unknown },
  t: TFunction,
  messages: 'billing:errors' | 'subscriptions:api',
): { page: number; perPage: number } | { message: string; errors: Record<string, string[]> } {
  const page = pageNumber(query.page, 1, 100_000);
  const perPage = pageNumber(query.per_page, 15, 100);
  if (page !== null && perPage !== null) return { page, perPage };
  const errors: Record<string, string[]> = {};
  if (page === null) errors.page = [t(`${messages}.page`)];
  if (perPage === null) errors.per_page = [t(`${messages}.perPage`)];
  return { message: t(`${messages}.page`), errors };
}

/**
 * `?page=` and `?per_page=` of a list that never refuses them: each is undefined (the list's own
 * default) when absent or not a whole number in 1…100 000.
 */
export function lenientPaging(query: { page?: unknown; per_page?: unknown }) {
  const whole = (value: unknown) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
  };
  return { page: whole(query.page), perPage: whole(query.per_page) };
}
