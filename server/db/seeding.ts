import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '../../common/i18n/languages';
import type { Db } from './types';

/** What the demo seeds write with: a record's row, then its texts one row per language. */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts one row and returns its `id` (a row number). */
export async function insertId<TTable extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: TTable,
  values: PgInsertValue<TTable>,
): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** A record's texts, each given in every language (a `Text`, or a list per language). */
type TextsByLocale = Record<string, Record<Locale, unknown>>;

/**
 * The rows of a `translationsTable` for one record: per language, the parent's id, the locale and
 * each text in that language. `translationRows({ faqId }, { question, answer })`.
 */
export function translationRows<TParent extends Record<string, number>, TTexts extends TextsByLocale>(
  parent: TParent,
  texts: TTexts,
) {
  return LOCALES.map((locale) => ({
    ...parent,
    locale,
    ...(Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text[locale]])) as {
      [K in keyof TTexts]: TTexts[K][Locale];
    }),
  }));
}
