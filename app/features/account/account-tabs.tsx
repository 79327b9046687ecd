import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';

export const ACCOUNT_TABS = [
  'info',
  'orders',
  'requests',
  'demos',
  'billing',
  'notifications',
  'profile',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TABS as readonly string[]).includes(value);
}

/** Room kept beside the selected tab when it is scrolled to: the width of the row's faded edge. */
const EDGE_PX = 24;

/**
 * How far the row must scroll sideways (px, physical: negative is leftwards, whatever the
 * direction) so the tab is whole and clear of the faded edges; 0 when it already is.
 */
export function inlineScrollDelta(
  row: Pick<DOMRect, 'left' | 'right'>,
  tab: Pick<DOMRect, 'left' | 'right'>,
  edge = EDGE_PX,
) {
  if (tab.left < row.left + edge) return tab.left - row.left - edge;
  if (tab.right > row.right - edge) return tab.right - row.right + edge;
  return 0;
}

/**
 * The spec's My Account tabs, as links (the tab lives in the URL: reload and back just work). On a
 * phone they are one row that scrolls sideways, its edges faded to say so; the selected tab is
 * scrolled into view on load and on change — the row only, never the page (no scrollIntoView).
 */
export function AccountTabs({ current }: { current: AccountTab }) {
  const { t } = useTranslation('account');
  const rowRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = rowRef.current;
    const tab = row?.querySelector('[aria-current="page"]');
    if (!row || !tab) return;
    const delta = inlineScrollDelta(row.getBoundingClientRect(), tab.getBoundingClientRect());
    if (delta !== 0) row.scrollBy({ left: delta, behavior: 'instant' });
  }, [current]);
  return (
    <nav aria-label={t('account.tabs')} className="md:w-56 md:shrink-0">
      <ul
        ref={rowRef}
        data-testid="account-tab-row"
        className="flex gap-1 overflow-x-auto px-6 [mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)] md:flex-col md:overflow-visible md:px-0 md:[mask-image:none]"
      >
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab}>
            <LocalizedLink
              to={tab === 'info' ? '/account' : `/account?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              data-tab={tab}
              preventScrollReset
              className="block rounded-lg px-4 py-2 font-medium whitespace-nowrap hover:bg-slate-100 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white dark:hover:bg-slate-800"
            >
              {t(`account.tab.${tab}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
