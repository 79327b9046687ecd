// Screenshots of pages in fr and ar, desktop and mobile, for docs/screenshots/ (look at them!).
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 home=/ products=/produits
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...pages] = process.argv.slice(2);
if (!base || pages.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <base-url> <name>=<path> …');
  process.exit(2);
}
const viewports = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };
mkdirSync('docs/screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const spec of pages) {
    const [name, path] = spec.split('=');
    for (const lang of ['fr', 'ar']) {
      await page.goto(`${base}/${lang}${path === '/' ? '' : path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__hydrated === true, null, { timeout: 15_000 }).catch(() => {});
      await page.evaluate(() => document.fonts.ready);
      const file = `docs/screenshots/${name}-${lang}-${device}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
  }
  await context.close();
}
await browser.close();
