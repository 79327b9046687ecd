import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's LCP breakdown (its largest-contentful-paint-element audit), in ms. */
  lcpPhases: LcpPhases;
  /** What the LCP element is (its selector), to tell text from an image. */
  lcpElement: string;
  /** Lighthouse's own benchmark of the machine's CPU at the run (higher is faster). */
  benchmarkIndex: number;
}

export interface LcpPhases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

interface DetailsTable {
  headings?: { key: string }[];
  items?: { timing?: number; node?: { selector?: string; nodeLabel?: string } }[];
}

/** The audit's details: a list of the element's table and the phase table (TTFB, load delay, load time, render delay). */
function lcpBreakdown(details: unknown): { phases: LcpPhases; element: string } {
  const tables = (details as { items?: DetailsTable[] } | undefined)?.items ?? [];
  const phaseTable = tables.find((t) => t.headings?.some((h) => h.key === 'phase'));
  const [ttfb, loadDelay, loadTime, renderDelay] = (phaseTable?.items ?? []).map((i) =>
    Math.round(i.timing ?? 0),
  );
  const node = tables.find((t) => t.items?.[0]?.node)?.items?.[0]?.node;
  return {
    phases: {
      ttfb: ttfb ?? 0,
      loadDelay: loadDelay ?? 0,
      loadTime: loadTime ?? 0,
      renderDelay: renderDelay ?? 0,
    },
    element: node?.selector ?? node?.nodeLabel ?? '?',
  };
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse 12 with Debian's Chromium, in its mobile (default) or desktop configuration. */
export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('lighthouse returned nothing for ' + url);
    // A run that could not load or trace the page has no scores: an error, not a score of 0.
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.code} for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const lcp = lcpBreakdown(audits['largest-contentful-paint-element']?.details);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      lcpPhases: lcp.phases,
      lcpElement: lcp.element,
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}
