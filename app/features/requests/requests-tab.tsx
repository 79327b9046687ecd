import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import type { RequestListItemView } from '../../../common/requests/types';
import { RequestList } from './request-list';

const link = 'font-semibold text-teal-800 underline dark:text-teal-300';

/** The account's Requests tab: the latest few, and the ways to all of them and to a new one. */
export function RequestsTab({ items }: { items: RequestListItemView[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <RequestList items={items} />
      <div className="flex flex-wrap gap-6">
        <LocalizedLink to="/account/requests/all" className={link}>
          {t('account:account.allRequests')}
        </LocalizedLink>
        <LocalizedLink to="/account/requests/new" className={link}>
          {t('requests:newRequest')}
        </LocalizedLink>
      </div>
    </div>
  );
}
