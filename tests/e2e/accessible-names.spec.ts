import type { Page } from '@playwright/test';
import { logInAsDemoCustomer } from './support/account-flows';
import { fillCart } from './support/cart';
import { someOrder } from './support/orders';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Label in name (WCAG 2.5.3), checked with the browser's own accessible names: every control that
 * shows text is named starting with that text, so "click <what I see>" reaches it by voice.
 * axe's label-content-name-mismatch (run by the audit) looks only at controls named by aria-label
 * or aria-labelledby, ignores aria-hidden text that is on screen, and accepts the text anywhere in
 * the name; this looks at every control, visible text as a sighted user reads it, at the start.
 */

/** Roles whose name may come from their content. */
const CONTROL_ROLES = new Set([
  'button',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'option',
  'switch',
  'treeitem',
  'DisclosureTriangle',
]);

/** The text a sighted user reads inside the element: rendered, not visually hidden (sr-only). */
function visibleText(root: Element): string {
  const shown = (el: Element | null): boolean => {
    for (let a = el; a && a !== root.parentElement; a = a.parentElement) {
      if (!a.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = a.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return false;
    }
    return true;
  };
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (shown(node.parentElement)) parts.push(node.textContent ?? '');
  return parts.join(' ');
}

/** Case and spacing differ between the screen and the name (text-transform, block boundaries). */
const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Controls on screen whose accessible name does not start with their visible text. */
async function nameMismatches(page: Page, where: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const problems: string[] = [];
    let checked = 0;
    for (const node of nodes) {
      const role = String(node.role?.value ?? '');
      if (node.ignored || !node.backendDOMNodeId || !CONTROL_ROLES.has(role)) continue;
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
      if (!object.objectId) continue;
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: `function () { return (${visibleText.toString()})(this); }`,
        returnByValue: true,
      });
      const text = String(result.value ?? '');
      if (!squeeze(text)) continue;
      checked++;
      const name = String(node.name?.value ?? '');
      if (!squeeze(name).startsWith(squeeze(text)))
        problems.push(`${where}: ${role} shows "${text.trim()}" but is named "${name}"`);
    }
    expect(checked, `${where}: controls with visible text`).toBeGreaterThan(0);
    return problems;
  } finally {
    await cdp.detach();
  }
}

test('every control that shows text is named starting with it, logged out and in, on a phone too', async ({
  page,
  at,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  await page.goto(at('/'));
  await waitForHydration(page);
  problems.push(...(await nameMismatches(page, 'home, logged out')));

  await logInAsDemoCustomer(page, at);
  const order = await someOrder(page);
  const line = order.lines[order.lines.length - 1]!;
  await fillCart(page);
  for (const path of [
    '/',
    '/account',
    '/account?tab=demos',
    '/notifications',
    '/cart',
    '/produits/box-self-stockage',
    '/account/requests/all',
    '/account/requests/new',
    '/orders',
    `/order/${order.id}`,
    `/account/my-order/${order.id}/package/${line.id}`,
    '/checkout?step=details',
    '/checkout?step=payment',
  ]) {
    await page.goto(at(path));
    await waitForHydration(page);
    await expect(page.getByTestId('site-header').getByTestId('unread-count')).toBeVisible();
    problems.push(...(await nameMismatches(page, path)));
  }
  // The header's menus, open (hidden controls have no name to check).
  await page.getByTestId('language-switcher').click();
  problems.push(...(await nameMismatches(page, 'language menu')));
  await page.keyboard.press('Escape');
  await page.getByTestId('profile-button').click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  problems.push(...(await nameMismatches(page, 'profile menu')));
  await page.keyboard.press('Escape');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  problems.push(...(await nameMismatches(page, 'notification panel')));
  await page.keyboard.press('Escape');

  // On a phone: the logo shows only its mark, the menu is a dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('/'));
  await waitForHydration(page);
  problems.push(...(await nameMismatches(page, 'home, phone')));
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  problems.push(...(await nameMismatches(page, 'mobile menu')));
  expect(problems).toEqual([]);
});
