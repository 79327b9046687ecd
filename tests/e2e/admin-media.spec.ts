import sharp from 'sharp';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

/** Each language attaches its image to a service of its own: both run at once on one site. */
const T = {
  fr: {
    service: 'palettes-bois',
    nav: 'Médiathèque',
    send: 'Envoyer',
    uploaded: 'Image enregistrée en 12 versions.',
    choose: 'Choisir dans la médiathèque',
    moveUp: 'Monter',
    save: 'Enregistrer',
    saved: /^Enregistré \(version \d+\)\.$/,
  },
  ar: {
    service: 'archivage-documents',
    nav: 'مكتبة الوسائط',
    send: 'إرسال',
    uploaded: 'حُفظت الصورة في 12 نسخة.',
    choose: 'الاختيار من المكتبة',
    moveUp: 'إلى الأعلى',
    save: 'حفظ',
    saved: /^تم الحفظ \(الإصدار \d+\)\.$/,
  },
} as const;

/** A camera-like JPEG, 1400 × 900, with its maker and GPS position in EXIF. */
async function photo(label: string) {
  const svg = `<svg width="1400" height="900"><rect width="100%" height="100%" fill="#d9b48f"/><rect x="200" y="250" width="1000" height="500" fill="#8a5a2b"/><text x="240" y="200" font-size="90">${label}</text></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 1234/100' } })
    .toBuffer();
}

test(
  'an admin uploads an image with its three alt texts, puts it on a service, and the public page serves it as AVIF/WebP with srcset',
  { tag: ['@fr'] },
  async ({ page, at, lang, admin }) => {
    // Three axe audits and an upload that encodes twelve variants: long on a loaded machine.
    test.setTimeout(150_000);
    const texts = T[lang as 'fr' | 'ar'];
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const alt = {
      fr: `Palettes en bois empilées (${stamp})`,
      en: `Stacked wooden pallets (${stamp})`,
      ar: `منصات خشبية مكدسة (${stamp})`,
    };

    await page.goto(at('/admin'));
    await expect(page.getByTestId('admin-signed-in-as')).toContainText(admin.email);
    await page.getByRole('navigation').getByRole('link', { name: texts.nav }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/media')}$`));
    await waitForHydration(page);

    const form = page.getByTestId('media-upload-form');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'palettes.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(stamp),
    });
    for (const l of ['fr', 'en', 'ar'] as const) await form.getByTestId(`media-alt-${l}`).fill(alt[l]);
    await form.getByRole('button', { name: texts.send }).click();
    await expect(form.getByRole('status').filter({ hasText: texts.uploaded })).toBeVisible({
      timeout: 30_000,
    });
    const item = page.getByTestId('media-item').filter({ hasText: alt[lang as 'fr' | 'ar'] });
    await expect(item).toBeVisible();
    const id = (await item.getAttribute('data-media-id'))!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await auditPage(page)).toEqual([]);

    // The service editor's images field: choose it from the library, first.
    await page.goto(at(`/admin/editing/services/${texts.service}`));
    await waitForHydration(page);
    const picker = page.getByTestId('media-picker');
    await picker.getByRole('button', { name: texts.choose }).click();
    const dialog = page.getByTestId('media-picker-dialog');
    await expect(dialog).toBeVisible();
    const choice = dialog.getByRole('listitem').filter({ hasText: alt[lang as 'fr' | 'ar'] });
    await expect(choice).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
    await choice.getByRole('button').click();
    await expect(dialog).toBeHidden();
    const chosen = picker.locator(`[data-ref="media:${id}"]`);
    await expect(chosen).toContainText(alt[lang as 'fr' | 'ar']);
    while ((await picker.getByTestId('media-picker-item').first().getAttribute('data-ref')) !== `media:${id}`)
      await chosen.getByRole('button', { name: texts.moveUp }).click();
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();

    // The public page, at once: a <picture> with AVIF and WebP sources, every width in srcset.
    await page.goto(at(`/produits/${texts.service}`));
    const picture = page.locator(`picture[data-media-id="${id}"]`);
    await expect(picture).toHaveCount(1);
    const widths = [320, 640, 1024, 1400];
    for (const [type, ext] of [
      ['image/avif', 'avif'],
      ['image/webp', 'webp'],
    ] as const) {
      const source = picture.locator(`source[type="${type}"]`);
      await expect(source).toHaveAttribute(
        'srcset',
        widths.map((w) => `/media/${id}/${w}.${ext} ${w}w`).join(', '),
      );
      await expect(source).toHaveAttribute('sizes', /vw/);
    }
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('alt', alt[lang as 'fr' | 'ar']);
    await expect(img).toHaveAttribute('width', '1400');
    await expect(img).toHaveAttribute('height', '900');
    await expect(img).toHaveAttribute('srcset', new RegExp(`/media/${id}/320\\.jpg 320w`));
    // Chromium takes the AVIF source.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    for (const [ext, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      const res = await page.request.get(`/media/${id}/640.${ext}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe(type);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await res.body()).includes('PhoneCo')).toBe(false);
    }
    expect((await page.request.get(`/media/${id}/9999.avif`)).status()).toBe(404);
    expect(await auditPage(page)).toEqual([]);
  },
);
