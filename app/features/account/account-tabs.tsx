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

/** The spec's My Account tabs, as links (the tab lives in the URL: reload and back just work). */
export function AccountTabs({ current }: { current: AccountTab }) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('account.tabs')} className="md:w-56 md:shrink-0">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab}>
            <LocalizedLink
              to={tab === 'info' ? '/account' : `/account?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
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
