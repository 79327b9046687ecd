import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { XsrfField } from '~/components/ui/xsrf-field';
import { Field, inputClass } from '~/features/contact/field';
import { ACCEPT_ATTRIBUTE } from '../../../common/attachments/types';
import { FILED_REQUEST_KINDS } from '../../../common/requests/schemas';
import type { RequestFormResult } from './forms.server';

export function FormProblems({ errors, fileErrors }: { errors?: string[]; fileErrors?: string[] }) {
  const { t } = useTranslation();
  const all = [...(errors ?? []).map((key) => t(key)), ...(fileErrors ?? [])];
  if (all.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {all.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** While a form of `intent` is being sent: its processing message, announced. */
export function useSending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/** Filing a request (account and, logged in, the contact page): no human check, files included. */
export function RequestForm({
  result,
  labelledBy,
  action,
}: {
  result?: RequestFormResult;
  labelledBy: string;
  /** Where it posts, when the page has other forms (the contact page). */
  action?: string;
}) {
  const { t } = useTranslation();
  const mine = result?.intent === 'file-request' ? result : undefined;
  const errors = mine?.errors ?? {};
  const v = mine?.values ?? {};
  const sending = useSending('file-request');
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="flex flex-col gap-4"
      aria-labelledby={labelledBy}
      noValidate
      data-testid="request-form"
    >
      <XsrfField />
      <FormProblems errors={errors._} />
      <Field label={t('requests:form.type')} errors={errors.type}>
        {(props) => (
          <select {...props} name="type" defaultValue={v.type ?? 'support'} className={inputClass}>
            {FILED_REQUEST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`requests:kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('requests:form.subject')} errors={errors.subject}>
        {(props) => (
          <input
            {...props}
            name="subject"
            required
            maxLength={200}
            defaultValue={v.subject}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('requests:form.comments')} errors={errors.comments}>
        {(props) => (
          <textarea
            {...props}
            name="comments"
            required
            rows={5}
            defaultValue={v.comments}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('requests:form.links')} errors={errors.links}>
        {(props) => (
          <textarea
            {...props}
            name="links"
            rows={2}
            dir="ltr"
            defaultValue={v.links}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('requests:form.notes')} errors={errors.notes}>
        {(props) => (
          <textarea {...props} name="notes" rows={2} defaultValue={v.notes} className={inputClass} />
        )}
      </Field>
      <FileField fileErrors={mine?.fileErrors} />
      <button
        type="submit"
        name="intent"
        value="file-request"
        disabled={sending}
        className="self-start rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
      >
        {sending ? t('requests:form.sending') : t('requests:form.submit')}
      </button>
      <p
        role="status"
        aria-live="polite"
        className="font-medium text-teal-800 dark:text-teal-300"
        data-testid="request-processing"
      >
        {sending ? t('requests:processing') : ''}
      </p>
    </Form>
  );
}

export function FileField({ fileErrors }: { fileErrors?: string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = !!fileErrors?.length;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t('requests:form.files')}
      </label>
      <input
        id={id}
        type="file"
        name="files"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={inputClass}
      />
      {invalid && (
        <div id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {fileErrors.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
    </div>
  );
}
