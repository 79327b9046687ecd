import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { XsrfField } from '~/components/ui/xsrf-field';
import { Button } from '~/components/ui/button';
import { FormAlert, TextField, useErrorWords } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { TextAreaField } from '~/components/ui/textarea';
import { ACCEPT_ATTRIBUTE } from '../../../common/attachments/types';
import { FILED_REQUEST_KINDS } from '../../../common/requests/schemas';
import type { RequestFormResult } from './forms.server';

export function FormProblems({ errors, fileErrors }: { errors?: string[]; fileErrors?: string[] }) {
  const { t } = useTranslation();
  return <FormAlert messages={[...(errors ?? []).map((key) => t(key)), ...(fileErrors ?? [])]} />;
}

/** While a form of `intent` is being sent: its processing message, announced. */
export function useSending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/** The request's texts after its subject: what it is about (required), its links, notes. */
const TEXT_AREAS = [
  { name: 'comments', required: true, rows: 5 },
  { name: 'links', rows: 2, dir: 'ltr' },
  { name: 'notes', rows: 2 },
] as const;

/** A form of `intent` on a request page: whether it is being sent, and the action's answer if it was to it. */
export function useAnswerTo(result: RequestFormResult | undefined, intent: string) {
  const sending = useSending(intent);
  return { sending, mine: result?.intent === intent ? result : undefined };
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
  const { sending, mine } = useAnswerTo(result, 'file-request');
  const errors = mine?.errors ?? {};
  const words = useErrorWords(errors);
  const v = mine?.values ?? {};
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
      <SelectField
        label={t('requests:form.type')}
        name="type"
        defaultValue={v.type ?? 'support'}
        options={FILED_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`requests:kinds.${kind}`) }))}
        errors={words('type')}
      />
      <TextField
        label={t('requests:form.subject')}
        name="subject"
        required
        maxLength={200}
        defaultValue={v.subject}
        errors={words('subject')}
      />
      {TEXT_AREAS.map((area) => (
        <TextAreaField
          key={area.name}
          label={t(`requests:form.${area.name}`)}
          {...area}
          defaultValue={v[area.name]}
          errors={words(area.name)}
        />
      ))}
      <FileField fileErrors={mine?.fileErrors} />
      <Button
        type="submit"
        size="lg"
        name="intent"
        value="file-request"
        busy={sending}
        className="self-start"
      >
        {sending ? t('requests:form.sending') : t('requests:form.submit')}
      </Button>
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
  return (
    <TextField
      label={t('requests:form.files')}
      name="files"
      type="file"
      multiple
      accept={ACCEPT_ATTRIBUTE}
      errors={fileErrors}
    />
  );
}
