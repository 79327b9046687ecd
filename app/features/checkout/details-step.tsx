import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ACCEPT_ATTRIBUTE, type AttachmentSummary } from '../../../common/attachments/types';
import { TextField } from '~/components/ui/field';
import { TextAreaField } from '~/components/ui/textarea';
import { XsrfField } from '~/components/ui/xsrf-field';
import type { DetailsFailure } from './checkout-action.server';
import { ContinueButton, StepActions } from './step-actions';
import { StepSection } from './step-section';

export interface DetailsStepProps {
  notes: string;
  links: string[];
  files: AttachmentSummary[];
  /** Limits as the server states them, sizes already written in the page's language. */
  limits: { maxFiles: number; maxSize: string };
  failure: DetailsFailure['details'] | null;
  fileSizes: Record<string, string>;
}

const field =
  'w-full rounded-xl border-2 border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 dark:border-slate-600 dark:bg-slate-950';

/**
 * Step 2: extra information, links and files — all optional. The files already chosen are listed
 * with "remove"; new ones go with the form (multipart), all accepted or none.
 */
export function DetailsStep({ notes, links, files, limits, failure, fileSizes }: DetailsStepProps) {
  const { t } = useTranslation();
  const errors = failure?.errors ?? {};
  return (
    <StepSection step="details">
      {failure && (
        <div
          role="alert"
          data-testid="details-errors"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          <p className="font-bold">{t('checkout:errors.title')}</p>
          <ul className="list-disc ps-5">
            {[errors.notes, errors.links, ...(errors.files ?? [])].filter(Boolean).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <section aria-labelledby="checkout-files-title" className="flex flex-col gap-2">
        <h3 id="checkout-files-title" className="font-bold">
          {t('checkout:details.chosen')}
        </h3>
        {files.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('checkout:details.noFiles')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="checkout-files">
            {files.map((file) => (
              <li
                key={file.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700"
              >
                <span className="min-w-0 break-all">
                  {file.name}{' '}
                  <span className="text-sm text-slate-600 dark:text-slate-400">({fileSizes[file.id]})</span>
                </span>
                <Form method="post">
                  <XsrfField />
                  <input type="hidden" name="intent" value="remove-file" />
                  <input type="hidden" name="file" value={file.id} />
                  <button
                    type="submit"
                    aria-label={t('checkout:details.removeLabel', { name: file.name })}
                    className="rounded-full px-3 py-1 text-sm font-semibold text-red-800 underline hover:no-underline dark:text-red-300"
                  >
                    {t('checkout:details.remove')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-5" noValidate>
        <XsrfField />
        <input type="hidden" name="intent" value="details" />
        <TextAreaField
          id="checkout-notes"
          label={t('checkout:details.notes')}
          hint={t('checkout:details.notesHint')}
          name="notes"
          rows={4}
          maxLength={5000}
          defaultValue={failure?.values.notes ?? notes}
          errors={errors.notes ? [errors.notes] : undefined}
          className={field}
        />
        <TextAreaField
          id="checkout-links"
          label={t('checkout:details.links')}
          hint={t('checkout:details.linksHint')}
          name="links"
          rows={3}
          dir="ltr"
          spellCheck={false}
          placeholder="https://"
          defaultValue={failure?.values.links ?? links.join('\n')}
          errors={errors.links ? [errors.links] : undefined}
          className={`${field} text-start`}
        />
        {/* The files' refusals are in the summary above (one per file): the input is only marked. */}
        <TextField
          id="checkout-files"
          label={t('checkout:details.files')}
          hint={t('checkout:details.filesHint', { count: limits.maxFiles, size: limits.maxSize })}
          name="files"
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          aria-invalid={errors.files ? true : undefined}
          className="block w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:font-semibold dark:file:bg-slate-700"
        />
        <StepActions backTo="/checkout?step=review">
          <ContinueButton />
        </StepActions>
      </Form>
    </StepSection>
  );
}
