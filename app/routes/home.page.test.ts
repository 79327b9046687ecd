import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStaticImports } from '../../bench/first-load-js';
import { buildDir } from '../../server/paths';
import { visitor } from '../../server/test/pages';
import { createDemoShopPages } from '../../server/test/public-site';

let t: Awaited<ReturnType<typeof createDemoShopPages>>;
beforeAll(async () => {
  t = await createDemoShopPages();
}, 180_000);
afterAll(() => t.close());

// The size budget of the same scripts is tests/unit/first-load-js-budget.test.ts (from the build
// manifest); here, what the served page names must not bring the human check nor a dictionary.
const clientFile = (path: string) => readFileSync(join(buildDir, 'client', path));

/**
 * The scripts a browser loads before the page runs: those the HTML names (module preloads, the
 * entry's imports) and, within them, every static import — not the dynamic ones, loaded on demand.
 */
function firstLoadScripts(html: string): string[] {
  // Not the route manifest's own address: React Router names it there but the page never loads it.
  const named = [
    ...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/(?:\bfrom\s*|\bimport\(\s*)"(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return withStaticImports(buildDir, named);
}

describe('the home page', () => {
  it('loads no human check nor dictionary as a script first', async () => {
    const html = (await visitor(t.app).get('/fr')).text;
    const scripts = firstLoadScripts(html);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((s) => /manifest-/.test(s))).toEqual([]);
    expect(
      scripts.filter((s) => /altcha/i.test(s)),
      'the human check loads only on forms',
    ).toEqual([]);
    // The page's dictionaries come in its HTML, none as a script.
    expect(scripts.filter((s) => /skipToContent:/.test(clientFile(s).toString('utf8')))).toEqual([]);
  });

  it('shows the footer, its newsletter box and the live regions from the HTML, their code loading after', async () => {
    const html = (await visitor(t.app).get('/fr')).text;
    // Rendered by the server at once (a deferred part never streams its fallback) and
    // in place: not moved to the stream's end, hidden until a script shows it (React does that to
    // a completed boundary past 12 800 bytes unless told otherwise)…
    const inPlace = (marker: string) => {
      const at = html.indexOf(marker);
      const outlined = html.indexOf('<div hidden id="S:');
      return at > 0 && (outlined < 0 || at < outlined);
    };
    expect(inPlace('data-testid="site-footer"')).toBe(true);
    expect(inPlace('data-testid="newsletter-form"')).toBe(true);
    expect(inPlace('role="status" aria-live="polite"')).toBe(true);
    // Until its code hydrates it, the box cannot be sent: a native submit would be a GET of the
    // page with the address in its URL.
    const form = html.slice(html.indexOf('data-testid="newsletter-form"'));
    expect(form.slice(0, form.indexOf('</form>'))).toMatch(/<button type="submit" disabled=""/);
    // …while none of their code is in the first load (ADR-0022).
    const code = firstLoadScripts(html).map((s) => clientFile(s).toString('utf8'));
    for (const part of ['site-footer', 'newsletter-form', 'toast-', 'backdrop-blur-sm'])
      expect(
        code.filter((c) => c.includes(part)),
        part,
      ).toEqual([]);
  });

  it('paints before any script: its stylesheet in the <head>, its scripts started once it has loaded', async () => {
    const html = (await visitor(t.app).get('/fr')).text;
    const head = html.slice(0, html.indexOf('</head>'));
    // No request stands between the HTML and the first paint, not even a font (ADR-0022).
    expect(head).not.toMatch(/<link[^>]+rel="(modulepreload|stylesheet|preload)"/);
    const style = /<style nonce="[^"]+" data-app-css="">([\s\S]*?)<\/style>/.exec(head);
    expect(style?.[1]).toContain('@font-face');
    expect(style![1]!.length).toBeGreaterThan(20_000);
    // React Router's scripts are text in a <noscript>, started by the script after it.
    const held =
      /<noscript id="rr-scripts">([\s\S]*?)<\/noscript><script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html);
    expect(held?.[1]).toMatch(
      /<script nonce="[^"]+" type="module" async="">[^<]*import\("\/assets\/entry\.client-/,
    );
    expect(held?.[2]).toContain("addEventListener('load'");
    expect(held?.[2]).toContain("type:'largest-contentful-paint'");
    const outside = html.replace(held![0], '');
    expect(outside).not.toMatch(/<script[^>]+type="module"|rel="modulepreload"/);
  });

  // A first visit paints in the system's fonts; the brand's apply once this browser has their
  // files (app/fonts.ts; the switch itself is tests/e2e/budget.spec.ts).
  it.each([
    ['fr', ['inter-latin-wght-400-900']],
    ['ar', ['noto-sans-arabic-core-700', 'noto-sans-arabic-core-400', 'inter-latin-wght-400-900']],
  ])(
    'in %s, paints in the system fonts unless this browser has the page’s font files',
    async (lang, files) => {
      const html = (await visitor(t.app).get('/' + lang)).text;
      const head = html.slice(0, html.indexOf('</head>'));
      const script = /<script nonce="[^"]+">(\(function\(f\)[\s\S]*?)<\/script>/.exec(head)?.[1];
      const named = JSON.parse(/\}\)\((\[[^\]]*\])\);$/.exec(script ?? '')?.[1] ?? '[]') as string[];
      expect(named.map((f) => /\/assets\/(.+)-[\w-]{8}\.woff2$/.exec(f)?.[1])).toEqual(files);
      expect(script).toContain('setAttribute("data-fonts",\'web\')');
      const css = /data-app-css="">([\s\S]*?)<\/style>/.exec(head)![1]!;
      const stacks = [...css.matchAll(/([^{}]*)\{[^{}]*--font-sans:([^;}]*)/g)].map((m) => [
        m[1]!.trim(),
        m[2]!,
      ]);
      for (const [selector, stack] of stacks)
        expect(/Inter|Noto/.test(stack!), selector).toBe(selector!.includes('[data-fonts=web]'));
      expect(stacks.filter(([selector]) => selector!.includes('[data-fonts=web]'))).toHaveLength(2);
      expect(css.match(/font-display:\s*\w+/g)?.every((d) => /optional$/.test(d))).toBe(true);
    },
  );
});
