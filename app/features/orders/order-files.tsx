import { useTranslation } from 'react-i18next';
import { ListOrNone } from '~/components/ui/list-or-none';
import { ACCEPT_ATTRIBUTE } from '../../../common/attachments/types';
import { TextField } from '~/components/ui/field';
import { OrderForm } from './order-form';
import type { OrderPage } from './types';

/** A refused upload: every problem, in the page's language (the page is rendered again with them). */
export interface UploadFailure {
  upload: { messages: string[] };
}

/**
 * The order's files, downloaded from the API (owner only, as attachments), and the upload form:
 * multipart, read by the attachments module with its limits before the page's action (ADR-0302).
 */
export function OrderFiles({
  files,
  limits,
  failure,
}: {
  files: OrderPage['files'];
  limits: OrderPage['limits'];
  failure: UploadFailure['upload'] | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <ListOrNone empty={files.length === 0} none={t('orders:page.files.none')}>
        <ul className="flex flex-col gap-2" data-testid="order-files">
          {files.map((file) => (
            <li
              key={file.id}
              data-testid="order-file"
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
            >
              <a
                href={file.url}
                download={file.name}
                className="font-semibold break-all text-teal-800 underline dark:text-teal-300"
              >
                {t('orders:page.files.download')} <bdi>{file.name}</bdi>
              </a>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {file.size_label} · {t('orders:page.files.addedOn', { date: file.created_at.label })}
              </span>
            </li>
          ))}
        </ul>
      </ListOrNone>
      <OrderForm
        key={files.length}
        intent="upload"
        multipart
        testId="order-files-form"
        send={{ label: t('orders:page.files.send'), testId: 'order-files-send' }}
        className="flex flex-col gap-3"
      >
        {failure && (
          <ul
            role="alert"
            data-testid="upload-errors"
            className="flex flex-col gap-1 rounded-lg bg-red-50 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {failure.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <TextField
          id="order-files-input"
          label={t('orders:page.files.choose')}
          hint={t('orders:page.files.hint', { max: limits.max_label, count: limits.maxFiles })}
          type="file"
          name="files"
          multiple
          required
          accept={ACCEPT_ATTRIBUTE}
          className="max-w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-1.5 file:font-semibold dark:file:bg-slate-700"
        />
      </OrderForm>
    </div>
  );
}
