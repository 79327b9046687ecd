import { asc } from 'drizzle-orm';
import type { MissingTranslation } from '../../../common/editing/types';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import type { EditingContext } from './context';
import type { Row } from './definition';
import { refsOf, rowsOwnedBy, translationRows } from './records';
import { completenessOf, titleOf, translationsOf } from './values';

/** The translations views across every registered entity: how complete, and what is missing. */
export function completenessOperations(ctx: EditingContext) {
  const { db, registry } = ctx;

  /** Per entity and language: records, complete records, filled and total fields ("12 of 14"). */
  async function completeness() {
    const out: {
      entity: string;
      locale: Locale;
      records: number;
      complete: number;
      filled: number;
      total: number;
    }[] = [];
    for (const def of registry.all()) {
      const rows = await db.select({ id: def.table.id }).from(def.table);
      const all = await translationRows(
        db,
        def,
        rows.map((r) => Number(r.id)),
      );
      const per = rows.map((r) =>
        completenessOf(def, translationsOf(def, rowsOwnedBy(def, all, Number(r.id)))),
      );
      for (const locale of LOCALES) {
        out.push({
          entity: def.name,
          locale,
          records: rows.length,
          complete: per.filter((c) => c[locale].missing.length === 0).length,
          filled: per.reduce((sum, c) => sum + c[locale].filled, 0),
          total: per.reduce((sum, c) => sum + c[locale].total, 0),
        });
      }
    }
    return out;
  }

  /** Every record of every registered entity missing something in a language (or in `only`). */
  async function missing(readerLocale: Locale, only?: Locale): Promise<MissingTranslation[]> {
    const out: MissingTranslation[] = [];
    for (const def of registry.all()) {
      const rows = (await db.select().from(def.table).orderBy(asc(def.table.id))) as Row[];
      const all = await translationRows(
        db,
        def,
        rows.map((r) => Number(r.id)),
      );
      const refs = await refsOf(ctx, db, def, rows);
      for (const row of rows) {
        const translations = translationsOf(def, rowsOwnedBy(def, all, Number(row.id)));
        const per = completenessOf(def, translations);
        const { title, lang } = titleOf(def, translations, readerLocale);
        for (const locale of only ? [only] : LOCALES) {
          if (per[locale].missing.length === 0) continue;
          out.push({
            entity: def.name,
            ref: refs.get(Number(row.id))!,
            title: title || refs.get(Number(row.id))!,
            title_lang: lang,
            locale,
            ...per[locale],
          });
        }
      }
    }
    return out;
  }

  return { completeness, missing };
}
