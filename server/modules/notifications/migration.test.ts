import { isolateLeftToRight } from '../../../common/i18n/bidi';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { manualClock } from '../../platform/clock';
import { createLogger } from '../../platform/logger';
import { rowsOf } from '../../test/database';
import { useEmptyDatabaseWithMigrationsUpTo } from '../../test/harness';
import { createNotificationsService } from './service';

/** The last migration that stored notifications as rendered text. */
const BEFORE = '0006_search_documents';

let database: Database;
let folder: string;
useEmptyDatabaseWithMigrationsUpTo(BEFORE, (ready) => ({ database, folder } = ready));

describe('migration of notifications stored as rendered text', () => {
  it('turns welcomes in any language into the key with its name, and keeps other text as a hand-written message', async () => {
    await database.migrate(folder);
    const { db } = database;
    const user = async (email: string, locale: string) => {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(
          sql`insert into users (email, first_name, last_name, locale, password_hash, created_at, updated_at)
              values (${email}, 'Salma', 'Benali', ${locale}, 'x', now(), now()) returning id`,
        ),
      );
      return row!.id;
    };
    const frUser = await user('fr@example.test', 'fr');
    const arUser = await user('ar@example.test', 'ar');
    const enUser = await user('en@example.test', 'en');
    const old = async (userId: string, title: string, body: string) => {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(
          sql`insert into notifications (user_id, title, body, url, read, created_at)
              values (${userId}, ${title}, ${body}, 'account', 0, '2026-03-14T23:30:00Z') returning id`,
        ),
      );
      return row!.id;
    };
    const welcomeFr = await old(
      frUser,
      'Bienvenue chez Emballo !',
      'Salma, votre compte est prêt. Complétez votre profil dans votre espace client.',
    );
    const welcomeAr = await old(
      arUser,
      'مرحبًا بك في Emballo!',
      'Nadia، حسابك جاهز. أكمل ملفك الشخصي في مساحة حسابك.',
    );
    // A welcome for a user who since switched to Arabic: still recognised by its (English) text.
    const welcomeEn = await old(
      arUser,
      'Welcome to Emballo!',
      'Jean-Marc, your account is ready. Complete your profile in your account area.',
    );
    const handFr = await old(frUser, 'Votre devis est prêt', 'Consultez-le dans votre espace.');
    const handAr = await old(frUser, 'عرض السعر جاهز', 'اطلع عليه في مساحتك.');
    const handEnByArUser = await old(arUser, 'Your quote is ready', 'See it in your account area.');
    const handEn = await old(enUser, 'Your quote is ready', 'See it in your account area.');

    await database.migrate();

    const rows = rowsOf<{
      id: number;
      message_key: string | null;
      message_params: Record<string, string>;
      texts: Record<string, { title: string; body: string }> | null;
      texts_fallback: string | null;
    }>(
      await db.execute(sql`select id, message_key, message_params, texts, texts_fallback from notifications`),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(welcomeFr)).toMatchObject({
      message_key: 'welcome',
      message_params: { name: 'Salma' },
      texts: null,
    });
    expect(byId.get(welcomeAr)).toMatchObject({ message_key: 'welcome', message_params: { name: 'Nadia' } });
    expect(byId.get(welcomeEn)).toMatchObject({
      message_key: 'welcome',
      message_params: { name: 'Jean-Marc' },
    });
    expect(byId.get(handFr)).toMatchObject({
      message_key: null,
      texts_fallback: 'fr',
      texts: { fr: { title: 'Votre devis est prêt', body: 'Consultez-le dans votre espace.' } },
    });
    expect(byId.get(handAr)).toMatchObject({
      texts_fallback: 'ar',
      texts: { ar: { title: 'عرض السعر جاهز' } },
    });
    // Latin text of a user now reading Arabic: not Arabic, so English (their earlier language is unknown).
    expect(byId.get(handEnByArUser)).toMatchObject({ texts_fallback: 'en' });
    expect(byId.get(handEn)).toMatchObject({ texts_fallback: 'en' });
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(
        sql`select column_name from information_schema.columns where table_name = 'notifications'`,
      ),
    );
    expect(columns.map((c) => c.column_name)).not.toContain('title');

    // Read through the service, each in the reader's language, old rows as new ones.
    const notifications = createNotificationsService({
      database,
      clock: manualClock(),
      logger: createLogger('silent'),
      timeZone: 'Asia/Dubai',
    });
    const arPage = await notifications.list(arUser, 'ar', { sort: 'asc' });
    expect(arPage.data.map((n) => n.title)).toEqual([
      isolateLeftToRight('مرحبًا بك في Emballo!'),
      isolateLeftToRight('مرحبًا بك في Emballo!'),
      'Your quote is ready',
    ]);
    expect(arPage.data[1]!.body).toBe(
      isolateLeftToRight('Jean-Marc، حسابك جاهز. أكمل ملفك الشخصي في مساحة حسابك.'),
    );
    expect(arPage.data[2]!.lang).toBe('en');
    expect(arPage.unread_count).toBe(3);
    const frAsEnglish = await notifications.list(frUser, 'en', { sort: 'asc' });
    expect(frAsEnglish.data.map((n) => [n.title, n.lang])).toEqual([
      ['Welcome to Emballo!', 'en'],
      ['Votre devis est prêt', 'fr'],
      ['عرض السعر جاهز', 'ar'],
    ]);
    expect(frAsEnglish.data[0]!.date_label).toBe('2026\\03\\15');
  });
});
