import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { buttonClasses } from '~/components/ui/button';

/** What reorder did (the orders service's answer): what went into the cart, what did not and why. */
export interface ReorderOutcome {
  reorder: {
    message: string;
    added: { name: string; type: string }[];
    not_added: { name: string; type: string; reason: string; message: string }[];
  };
}

/** One of the two lists of the outcome (what was added, what was not), under what it lists. */
function ItemList({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <p>{title}</p>
      <ul className="list-disc ps-6" data-testid={testId}>
        {children}
      </ul>
    </div>
  );
}

export function ReorderResult({ result }: { result: ReorderOutcome['reorder'] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="reorder-title"
      role="status"
      data-testid="reorder-result"
      className="flex flex-col gap-3 rounded-2xl border-2 border-teal-600 bg-teal-50 p-4 sm:p-5 dark:bg-teal-950/40"
    >
      <h2 id="reorder-title" className="text-lg font-bold">
        {t('orders:page.reorder.heading')}
      </h2>
      <p className="font-semibold" data-testid="reorder-message">
        {result.message}
      </p>
      {result.added.length > 0 && (
        <ItemList title={t('orders:page.reorder.added')} testId="reorder-added">
          {result.added.map((item) => (
            <li key={`${item.type}-${item.name}`}>{item.name}</li>
          ))}
        </ItemList>
      )}
      {result.not_added.length > 0 && (
        <ItemList title={t('orders:page.reorder.notAdded')} testId="reorder-not-added">
          {result.not_added.map((item) => (
            <li key={`${item.type}-${item.name}`} data-reason={item.reason}>
              <span className="font-semibold">{item.name}</span> — {item.message}
            </li>
          ))}
        </ItemList>
      )}
      <div>
        <LocalizedLink to="/cart" className={buttonClasses()} data-testid="reorder-cart">
          {t('orders:page.reorder.cart')}
        </LocalizedLink>
      </div>
    </section>
  );
}
