import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { XsrfField } from '~/components/ui/xsrf-field';
import { Button } from '~/components/ui/button';
import { TextAreaField } from '~/components/ui/textarea';
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
      {comments.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('orders:page.comments.none')}</p>
      ) : (
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
      )}
      <Form
        key={comments.length}
        method="post"
        preventScrollReset
        className="flex flex-col gap-2"
        data-testid="order-comment-form"
      >
        <XsrfField />
        <input type="hidden" name="intent" value="comment" />
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
        <div>
          <Button type="submit" data-testid="order-comment-send">
            {t('orders:page.comments.send')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
