import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The project's accessibility audit (ADR-0011): every journey that runs axe runs it through here.
 *
 * Rule sets: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices.
 */
export const AUDIT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules the audit must have run on every page it looks at. axe skips a rule silently when it is
 * experimental or disabled in the engine it runs (label-content-name-mismatch, WCAG 2.5.3, was
 * until axe-core 4.14), so a downgrade would otherwise make the audit quietly weaker.
 */
export const REQUIRED_RULES = ['label-content-name-mismatch'];

export interface AuditScope {
  /** CSS selectors to audit (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out (third-party widgets). */
  exclude?: string[];
}

/**
 * Runs the pinned axe-core (the `axe-core` dev dependency, injected in place of the older copy
 * @axe-core/playwright bundles) on the page; returns one line per problem — a violation, a
 * required rule that did not run, or another engine than the pinned one — and none when all is well.
 */
export async function auditPage(page: Page, scope: AuditScope = {}): Promise<string[]> {
  // Speed (an audit took 2–3 s, most of a page's journey time): legacy mode runs axe once in the
  // page instead of opening a blank page to merge frames' results (our pages have no cross-origin
  // frames), and only violations carry their nodes back (passes still name their rules).
  let builder = new AxeBuilder({ page, axeSource: axe.source })
    .withTags(AUDIT_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const result = await builder.analyze();
  const problems = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  if (result.testEngine.version !== axe.version)
    problems.push(`axe-core ${result.testEngine.version} ran instead of the pinned ${axe.version}`);
  const ran = new Set(
    [...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map((r) => r.id),
  );
  for (const rule of REQUIRED_RULES)
    if (!ran.has(rule))
      problems.push(`${rule}: did not run (skipped by axe-core ${result.testEngine.version})`);
  return problems;
}
