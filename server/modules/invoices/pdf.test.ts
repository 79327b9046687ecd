import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../common/i18n/languages';
import { pdfPageCount, renderInvoicePdf } from './pdf';
import { SAMPLE_INVOICE } from './pdf-sample';

const ZONE = 'Africa/Casablanca';
const REFERENCE = join(import.meta.dirname, 'fixtures', 'invoice-ar.png');
const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
const pdfs = {} as Record<Locale, string>;

beforeAll(async () => {
  for (const locale of ['fr', 'en', 'ar'] as const) {
    pdfs[locale] = join(dir, `invoice-${locale}.pdf`);
    writeFileSync(pdfs[locale], await renderInvoicePdf(SAMPLE_INVOICE, locale, ZONE));
  }
}, 60_000);

/**
 * The PDF's text as poppler reads it, one string per line: presentation forms folded to letters
 * (NFKC), the bidi marks it adds removed, runs of spaces made one.
 */
function textOf(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('the invoice PDF', () => {
  it("prints the seller's address in the PDF's own language, else the one issued without them", async () => {
    const doc = {
      ...SAMPLE_INVOICE,
      seller: {
        ...SAMPLE_INVOICE.seller,
        addresses: {
          fr: '12 boulevard de la Corniche, 20180 Casablanca, Maroc',
          en: '12 Boulevard de la Corniche, 20180 Casablanca, Morocco',
          ar: '12 شارع الكورنيش، 20180 الدار البيضاء، المغرب',
        },
      },
    };
    const textIn = async (locale: Locale, d: typeof SAMPLE_INVOICE = doc) => {
      const file = join(dir, `seller-${locale}.pdf`);
      writeFileSync(file, await renderInvoicePdf(d, locale, ZONE));
      return textOf(file).join('\n');
    };
    const ar = await textIn('ar');
    expect(ar).toMatch(/الكورنيش/);
    expect(ar).not.toContain('Corniche');
    expect(await textIn('en')).toContain('12 Boulevard de la Corniche');
    expect(await textIn('fr')).toContain('12 boulevard de la Corniche');
    // An invoice issued before per-language addresses keeps printing its one address.
    expect(await textIn('ar', SAMPLE_INVOICE)).toContain('Corniche');
  }, 60_000);

  it('is a PDF of one page', () => {
    expect(readFileSync(pdfs.fr).subarray(0, 5).toString()).toBe('%PDF-');
    expect(execFileSync('pdfinfo', [pdfs.ar], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
  });

  it('counts its pages in the footer: "Page 1 / 1" on one page, "Page n / N" on each of several', async () => {
    expect(pdfPageCount(readFileSync(pdfs.fr))).toBe(1);
    expect(textOf(pdfs.fr).join('\n')).toContain('Emballo SARL · 2026-000123 · Page 1 / 1');
    // Sixty lines take more than a page: drawn again with the pages counted.
    const line = SAMPLE_INVOICE.lines[0]!;
    const long = {
      ...SAMPLE_INVOICE,
      lines: Array.from({ length: 60 }, (_, position) => ({ ...line, position })),
    };
    const file = join(dir, 'long-fr.pdf');
    const bytes = await renderInvoicePdf(long, 'fr', ZONE);
    writeFileSync(file, bytes);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
    expect(pages).toBeGreaterThan(1);
    expect(pdfPageCount(bytes)).toBe(pages);
    for (let page = 1; page <= pages; page++) {
      const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(`2026-000123 · Page ${page} / ${pages}`);
    }
  }, 60_000);

  it('embeds each font file once, however many runs of text use it (an Arabic invoice was 182 KB)', () => {
    for (const locale of ['fr', 'en', 'ar'] as const) {
      const embedded = execFileSync('pdffonts', [pdfs[locale]], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .filter((line) => /\bCID TrueType\b/.test(line))
        .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
      // Latin and Arabic, regular and bold: four files at most.
      expect(embedded.length, `${locale}: ${embedded.join(', ')}`).toBeLessThanOrEqual(4);
      expect(new Set(embedded).size, locale).toBe(embedded.length);
    }
    expect(statSync(pdfs.ar).size).toBeLessThan(40_000);
  });

  it('reads in French', () => {
    const text = textOf(pdfs.fr).join('\n');
    for (const expected of [
      'Facture',
      'N° 2026-000123',
      'Commande 2026-000456',
      'Date : 14 mars 2026',
      'Échéance : 29 mars 2026',
      'Statut : À régler',
      'Emballo SARL',
      'ICE: 002345678000091',
      'Atlas Export',
      '5 rue Ibn Battouta, 90000 Tanger',
      'Carton double cannelure — lot de 100 1 249,00 MAD -124,90 MAD 1 124,10 MAD',
      'Code promo EMBALLO50 0,00 MAD -50,00 MAD -50,00 MAD',
      'TVA (20 %) 274,82 MAD',
      'Total 1 648,92 MAD',
    ])
      expect(text).toContain(expected);
  });

  it('reads in English', () => {
    const text = textOf(pdfs.en).join('\n');
    for (const expected of [
      'Invoice',
      'No. 2026-000123',
      'Due: 29 March 2026',
      'Status: On hand',
      'Double-wall box — pack of 100 MAD 1,249.00 -MAD 124.90 MAD 1,124.10',
      'Tax (20 %) MAD 274.82',
      'Total MAD 1,648.92',
    ])
      expect(text).toContain(expected);
  });

  it('reads in Arabic: shaped letters, numbers and Latin names in their own order', () => {
    const lines = textOf(pdfs.ar);
    const text = lines.join('\n');
    for (const expected of [
      'فاتورة',
      'رقم 2026-000123',
      'الطلب 2026-000456',
      'مستحقة الدفع',
      'Salma Benali',
      '12 boulevard de la Corniche, 20180 Casablanca',
      'كرتون مزدوج التموج — حزمة 100',
      'قطعة',
      'تخزين مكيّف',
      'EMBALLO50',
      '1.648,92',
    ])
      expect(text).toContain(expected);
    // Right to left: on the line of the number, the label is read first (it is drawn at the right).
    expect(lines.find((line) => line.includes('2026-000123') && line.includes('رقم'))).toBeDefined();
    expect(text).not.toContain('000123-2026');
  });

  it('draws the Arabic page as the reference image, within a tolerance', async () => {
    const prefix = join(dir, 'ar');
    execFileSync('pdftoppm', ['-r', '72', '-png', '-gray', '-singlefile', pdfs.ar, prefix]);
    const actual = await sharp(`${prefix}.png`).greyscale().raw().toBuffer({ resolveWithObject: true });
    if (process.env.UPDATE_REFERENCE === '1') writeFileSync(REFERENCE, readFileSync(`${prefix}.png`));
    const expected = await sharp(REFERENCE).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([actual.info.width, actual.info.height]).toEqual([expected.info.width, expected.info.height]);
    let different = 0;
    for (let i = 0; i < actual.data.length; i++)
      if (Math.abs(actual.data[i]! - expected.data[i]!) > 80) different++;
    // Anti-aliasing may differ between poppler builds; a missing letter, a wrapped or reordered
    // run moves far more than 50 strongly different pixels (0.01 % of the page).
    expect(different, `see ${prefix}.png`).toBeLessThanOrEqual(50);
  });
});
