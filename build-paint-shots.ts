// Temporary (not committed; build* is ignored): screenshots of a build, fr/ar × 1280/390.
import { chromium } from '@playwright/test';
import { prepareDatabase } from './bench/prepare';
import { startServer } from './bench/server';

const [buildDir, label, port] = process.argv.slice(2);
const db = await prepareDatabase({ notifications: 0, extraServices: 0 });
const server = await startServer({ buildDir: buildDir!, port: Number(port), env: db.env });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const lang of ['fr', 'ar']) {
      for (const path of ['', '/produits']) {
        await page.goto(`${server.url}/${lang}${path}`);
        await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
        await page.evaluate(() => document.fonts.ready);
        const name = `${label}-${lang}${path.replace('/', '-') || '-home'}-${width}`;
        await page.screenshot({ path: `/work/shots/paint/${name}.png`, fullPage: true });
        if (width === 390 && path === '') {
          await page.getByRole('button', { name: /menu|القائمة/i }).first().click();
          await page.getByRole('dialog').waitFor();
          await page.screenshot({ path: `/work/shots/paint/${name}-menu.png` });
        }
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await db.cleanup();
}
