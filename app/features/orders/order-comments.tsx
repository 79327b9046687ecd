import { useTranslation } from 'react-i18next';
import { ListOrNone } from '~/components/ui/list-or-none';
import { TextAreaField } from '~/components/ui/textarea';
import { OrderForm } from './order-form';
import type { OrderPage } from './types';

/** A refused comment: the text typed and why (the page is rendered again with them). */
export interface CommentFailure {
  comment: { body: string; message: string };
}

/** The thread with the company about this order: read it, write in it. */
export function OrderComments({
  comments,
  failure,
}: {
  comments: OrderPage['comments'];
  failure: CommentFailure['comment'] | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <ListOrNone empty={comments.length === 0} none={t('orders:page.comments.none')}>
        <ol className="flex flex-col gap-3" data-testid="order-comments">
          {comments.map((comment) => (
            <li
              key={comment.id}
              data-testid="order-comment"
              data-author={comment.author}
              className={`flex flex-col gap-1 rounded-xl p-3 ${
                comment.author === 'customer'
                  ? 'ms-6 bg-teal-50 dark:bg-teal-950/50'
                  : 'me-6 bg-slate-100 dark:bg-slate-800'
              }`}
            >
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <span className="font-semibold text-slate-900 dark:text-white">
                  {t(
                    comment.author === 'customer'
                      ? 'orders:page.comments.you'
                      : 'orders:page.comments.company',
                  )}
                </span>{' '}
                · <time dateTime={comment.created_at.iso}>{comment.created_at.label}</time>
              </p>
              <p dir="auto" className="break-words whitespace-pre-line" data-testid="order-comment-body">
                {comment.body}
              </p>
            </li>
          ))}
        </ol>
      </ListOrNone>
      <OrderForm
        key={comments.length}
        intent="comment"
        testId="order-comment-form"
        send={{ label: t('orders:page.comments.send'), testId: 'order-comment-send' }}
        className="flex flex-col gap-2"
      >
        <TextAreaField
          id="order-comment-body"
          label={t('orders:page.comments.label')}
          name="body"
          rows={3}
          required
          maxLength={5000}
          dir="auto"
          defaultValue={failure?.body}
          errors={failure ? [failure.message] : undefined}
        />
      </OrderForm>
    </div>
  );
}
