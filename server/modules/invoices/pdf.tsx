import { createRequire } from 'node:module';
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDate } from '../../../common/format/dates';
import { formatMoney, formatMoneyOff } from '../../../common/format/money';
import { directionOf, type Locale } from '../../../common/i18n/languages';
import { layoutTranslator } from '../../platform/i18n';
import type { InvoiceDocument } from './read';
import { sfntFileOf } from './woff';

const require = createRequire(import.meta.url);
// The package ships WOFF; the renderer is handed the same fonts as OpenType files (woff.ts), each
// under a PostScript name of its own: the Latin and Arabic files share the family's, and the PDF
// library, which tells fonts apart by it, embedded the second file again for every run of text.
const fontFile = (subset: 'latin' | 'arabic', weight: 400 | 700) =>
  sfntFileOf(
    require.resolve(
      `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`,
    ),
    `IBMPlexSansArabic-${subset === 'latin' ? 'Latin' : 'Arabic'}${weight === 700 ? 'Bold' : 'Regular'}`,
  );

// Our own fonts, embedded from an npm package (ADR-0400): IBM Plex Sans Arabic's Latin and Arabic
// subsets, registered as two families; each run of text takes the first that has its glyphs. Its
// Arabic letters are whole glyphs (Noto Sans Arabic builds them from a dotless base and dots, which
// react-pdf 4.9 lays out with the first letter of such words missing).
Font.register({
  family: 'PlexLatin',
  fonts: [
    { src: fontFile('latin', 400), fontWeight: 400 },
    { src: fontFile('latin', 700), fontWeight: 700 },
  ],
});
Font.register({
  family: 'PlexArabic',
  fonts: [
    { src: fontFile('arabic', 400), fontWeight: 400 },
    { src: fontFile('arabic', 700), fontWeight: 700 },
  ],
});
// Words are never hyphenated (an invoice number or a name cut in two reads wrong).
Font.registerHyphenationCallback((word) => [word]);

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: ['PlexLatin', 'PlexArabic'], color: '#1f2933' },
  header: { justifyContent: 'space-between', marginBottom: 24 },
  title: { fontSize: 20, fontWeight: 700 },
  muted: { color: '#52606d' },
  parties: { justifyContent: 'space-between', marginBottom: 20, gap: 24 },
  party: { flexGrow: 1, flexBasis: 0 },
  half: { width: '50%' },
  heading: { fontWeight: 700, marginBottom: 4 },
  row: { borderBottomWidth: 1, borderBottomColor: '#d9e2ec', paddingVertical: 5 },
  headRow: { borderBottomWidth: 1.5, borderBottomColor: '#1f2933', paddingVertical: 5, fontWeight: 700 },
  item: { flexGrow: 1, flexBasis: 0 },
  figure: { width: 90 },
  totals: { marginTop: 12 },
  totalRow: { paddingVertical: 3 },
  grand: { fontWeight: 700, fontSize: 12 },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: '#52606d' },
});

/**
 * The embedded font has no usable no-break spaces (Intl writes them in amounts and French
 * numbers): they become plain spaces; the columns are wide enough that nothing wraps at them.
 */
export function pdfText(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
}

function cleaned<T extends object>(record: T): T {
  return JSON.parse(JSON.stringify(record), (_key, value: unknown) =>
    typeof value === 'string' ? pdfText(value) : value,
  ) as T;
}

/**
 * A label and a number side by side, each its own text: react-pdf 4.9 splits "2026-000123" at its
 * hyphen inside an Arabic line and shows "000123-2026"; alone, the number keeps its order.
 */
function Pair(props: {
  dir: { flexDirection: 'row' | 'row-reverse' };
  label: string;
  value: string;
  muted?: boolean;
}) {
  return (
    <View style={[props.dir, { gap: 3 }, props.muted ? styles.muted : {}]}>
      <Text style={{ flexShrink: 0 }}>{props.label}</Text>
      <Text style={{ flexShrink: 0 }}>{props.value}</Text>
    </View>
  );
}

/**
 * The invoice (or credit note) as a PDF in one language. Arabic lays every row out right to left
 * (row-reverse, right-aligned text); react-pdf shapes the Arabic and orders mixed runs (bidi), so
 * numbers and Latin names read in their own direction inside an Arabic line.
 */
function InvoicePdf({
  doc,
  locale,
  timeZone,
  onePage,
}: {
  doc: InvoiceDocument;
  locale: Locale;
  timeZone: string;
  /** Drawn as one page: the footer says "Page 1 / 1" without counting. */
  onePage: boolean;
}) {
  const translate = layoutTranslator(locale);
  const t = (key: string, options?: Record<string, unknown>) => pdfText(translate(key, options));
  const rtl = directionOf(locale) === 'rtl';
  const dir = { flexDirection: rtl ? 'row-reverse' : 'row' } as const;
  const align = { textAlign: rtl ? 'right' : 'left' } as const;
  const end = { textAlign: rtl ? 'left' : 'right' } as const;
  const money = (minor: number) => pdfText(formatMoney(minor, doc.currency, locale));
  const off = (minor: number) => pdfText(formatMoneyOff(minor, doc.currency, locale));
  const date = (value: Date) => pdfText(formatDate(value, locale, timeZone));
  const credit = doc.kind === 'credit_note';
  const seller = cleaned(doc.seller);
  const addressOfSeller = seller.addresses?.[locale] || seller.address;
  const customer = cleaned(doc.customer);
  const footer = (page: number, pages: number) =>
    `${seller.legalName} · ${doc.number} · ${t('billing:pdf.page', { page, pages })}`;
  return (
    <Document
      title={`${credit ? t('billing:pdf.creditNoteTitle') : t('billing:pdf.title')} ${doc.number}`}
      language={locale}
    >
      <Page size="A4" style={styles.page}>
        <View style={[styles.header, dir]}>
          <View style={styles.half}>
            <Text style={[styles.title, align]}>
              {credit ? t('billing:pdf.creditNoteTitle') : t('billing:pdf.title')}
            </Text>
            <Pair dir={dir} label={t('billing:pdf.number')} value={doc.number} />
            {doc.creditedNumber ? (
              <Pair dir={dir} label={t('billing:pdf.creditFor')} value={doc.creditedNumber} />
            ) : null}
            {doc.orderNumber ? (
              <Pair dir={dir} muted label={t('billing:pdf.order')} value={doc.orderNumber} />
            ) : null}
          </View>
          <View style={styles.half}>
            <Text style={end}>{t('billing:pdf.issued', { date: date(doc.issuedAt) })}</Text>
            {doc.dueAt ? <Text style={end}>{t('billing:pdf.due', { date: date(doc.dueAt) })}</Text> : null}
            {doc.periodStart && doc.periodEnd ? (
              <Text style={end}>
                {t('billing:pdf.period', { start: date(doc.periodStart), end: date(doc.periodEnd) })}
              </Text>
            ) : null}
            <Text style={end}>
              {t('billing:pdf.status', { status: t(`billing:statuses.${doc.status}`) })}
            </Text>
          </View>
        </View>
        <View style={[styles.parties, dir]}>
          <View style={styles.party}>
            <Text style={[styles.heading, align]}>{t('billing:pdf.seller')}</Text>
            <Text style={align}>{seller.legalName}</Text>
            {addressOfSeller ? <Text style={align}>{addressOfSeller}</Text> : null}
            {seller.registrations.map((r) => (
              <Text key={r.label} style={align}>{`${r.label}: ${r.value}`}</Text>
            ))}
            {seller.email ? <Text style={align}>{seller.email}</Text> : null}
          </View>
          <View style={styles.party}>
            <Text style={[styles.heading, align]}>{t('billing:pdf.customer')}</Text>
            <Text style={align}>{customer.name}</Text>
            {customer.company ? <Text style={align}>{customer.company}</Text> : null}
            {customer.billingAddress ? <Text style={align}>{customer.billingAddress}</Text> : null}
            <Text style={align}>{customer.email}</Text>
          </View>
        </View>
        <View style={[styles.headRow, dir]}>
          <Text style={[styles.item, align]}>{t('billing:pdf.item')}</Text>
          <Text style={[styles.figure, end]}>{t('billing:pdf.amount')}</Text>
          <Text style={[styles.figure, end]}>{t('billing:pdf.discount')}</Text>
          <Text style={[styles.figure, end]}>{t('billing:pdf.lineTotal')}</Text>
        </View>
        {doc.lines.map((line) => (
          <View key={line.position} style={[styles.row, dir]} wrap={false}>
            <Text style={[styles.item, align]}>{pdfText(line.name[locale])}</Text>
            <Text style={[styles.figure, end]}>{money(line.amount)}</Text>
            <Text style={[styles.figure, end]}>{off(line.discount)}</Text>
            <Text style={[styles.figure, end]}>
              {line.amount >= line.discount
                ? money(line.amount - line.discount)
                : off(line.discount - line.amount)}
            </Text>
          </View>
        ))}
        <View style={styles.totals} wrap={false}>
          {[
            [t('billing:pdf.subtotal'), money(doc.subtotal)],
            [t('billing:pdf.discounts'), off(doc.discount)],
            [
              doc.taxRateBp > 0
                ? t('billing:pdf.tax', { rate: `${doc.taxRateBp / 100} %` })
                : t('billing:pdf.noTax'),
              money(doc.tax),
            ],
          ].map(([label, value]) => (
            <View key={label} style={[styles.totalRow, dir]}>
              <Text style={[styles.item, end]}>{label}</Text>
              <Text style={[styles.figure, end]}>{value}</Text>
            </View>
          ))}
          <View style={[styles.totalRow, styles.grand, dir]}>
            <Text style={[styles.item, end]}>{t('billing:pdf.total')}</Text>
            <Text style={[styles.figure, end]}>{credit ? off(doc.total) : money(doc.total)}</Text>
          </View>
        </View>
        {onePage ? (
          <Text style={[styles.footer, { textAlign: 'center' }]} fixed>
            {footer(1, 1)}
          </Text>
        ) : (
          <Text
            style={[styles.footer, { textAlign: 'center' }]}
            fixed
            render={({ pageNumber, totalPages }) => footer(pageNumber, totalPages)}
          />
        )}
      </Page>
    </Document>
  );
}

/**
 * The PDF's bytes, in `locale`, with the dates in the site's zone. A footer that counts the pages
 * ("Page 2 / 3") makes react-pdf lay every page out a second time, once the count is known: a
 * tenth of a render's CPU. An invoice is nearly always one page, so it is drawn as one first ("Page
 * 1 / 1"), and drawn again with the counted footer only when that took more than one page.
 */
export async function renderInvoicePdf(
  doc: InvoiceDocument,
  locale: Locale,
  timeZone: string,
): Promise<Buffer> {
  const asOnePage = await renderToBuffer(
    <InvoicePdf doc={doc} locale={locale} timeZone={timeZone} onePage />,
  );
  if (pdfPageCount(asOnePage) === 1) return asOnePage;
  return renderToBuffer(<InvoicePdf doc={doc} locale={locale} timeZone={timeZone} onePage={false} />);
}

/** The page count a PDF's page tree states (`/Type /Pages /Count n`, which pdfkit writes as text); 0 if none. */
export function pdfPageCount(pdf: Buffer): number {
  const count = /\/Type\s*\/Pages\s*\/Count\s+(\d+)/.exec(pdf.toString('latin1'));
  return count ? Number(count[1]) : 0;
}
