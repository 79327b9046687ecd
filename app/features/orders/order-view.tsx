import { useTranslation } from 'react-i18next';
import { OrderActions } from './order-actions';
import type { OrderActionData } from './order-action.server';
import { OrderComments } from './order-comments';
import { OrderExtrasForm } from './order-extras';
import { OrderFiles } from './order-files';
import { OrderHeader } from './order-header';
import { OrderHistory } from './order-history';
import { OrderLines, OrderTotals } from './order-lines';
import { ReorderResult } from './reorder-result';
import { OrderSection } from './section';
import type { OrderPage } from './types';

/** The files and comment thread of an order: on its page and on each of its lines' pages. */
export function OrderConversation({
  page,
  result,
  className,
}: {
  page: OrderPage;
  result: OrderActionData | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <OrderSection id="order-files-section" title={t('orders:page.files.heading')} className={className}>
        <OrderFiles files={page.files} limits={page.limits} failure={result?.upload ?? null} />
      </OrderSection>
      <OrderSection
        id="order-comments-section"
        title={t('orders:page.comments.heading')}
        className={className}
      >
        <OrderComments comments={page.comments} failure={result?.comment ?? null} />
      </OrderSection>
    </>
  );
}

/** /order/{id} and /account/my-order/{id}: the whole order, what can be done with it, its history. */
export function OrderView({
  page,
  backTo,
  result,
}: {
  page: OrderPage;
  backTo: string;
  result: OrderActionData | undefined;
}) {
  const { t } = useTranslation();
  const { order } = page;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10" data-testid="order-page">
      <OrderHeader order={order} backTo={backTo} />
      <div id="order-actions">
        <OrderActions page={page} />
      </div>
      {result?.reorder && <ReorderResult result={result.reorder} />}
      {/* On a phone: items, amounts, history, then the rest; on a wide screen amounts and history
          stay in a column of their own beside everything else. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <OrderSection
          id="order-lines-section"
          title={t('orders:page.lines.heading')}
          className="lg:col-span-2"
        >
          <OrderLines order={order} />
        </OrderSection>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-3 lg:row-span-4 lg:row-start-1">
          <OrderSection id="order-totals-section" title={t('orders:page.totals.heading')}>
            <OrderTotals order={order} />
          </OrderSection>
          <OrderSection id="order-history-section" title={t('orders:page.history.heading')}>
            <OrderHistory history={order.history} />
          </OrderSection>
        </div>
        <OrderSection
          id="order-extras-section"
          title={t('orders:page.extras.heading')}
          hint={t('orders:page.extras.hint')}
          className="lg:col-span-2"
        >
          <OrderExtrasForm order={order} failure={result?.extras ?? null} />
        </OrderSection>
        <OrderConversation page={page} result={result} className="lg:col-span-2" />
      </div>
    </div>
  );
}
