import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminJson } from '~/features/admin/admin-api';
import { ErrorMessage, StatusMessage } from '~/features/admin/admin-ui';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { Button } from '~/components/ui/button';
import { TextAreaField } from '~/components/ui/textarea';
import { formatFileSize } from '../../../common/format/file-size';
import { LANGUAGES, LOCALES, type Locale } from '../../../common/i18n/languages';
import { MEDIA_MAX_BYTES, type MediaItem } from '../../../common/media/types';

function AltFieldset(props: { language: Locale; errors?: string[] }) {
  const { t } = useTranslation('media');
  const { language } = props;
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">
        {t('library.altLegend', { language: LANGUAGES[language].label })}
      </legend>
      <TextAreaField
        compact
        name={`alt_${language}`}
        label={t('library.alt')}
        hint={t('library.altHint')}
        errors={props.errors}
        lang={language}
        dir={LANGUAGES[language].dir}
        rows={2}
        required
        maxLength={250}
        data-testid={`media-alt-${language}`}
      />
    </fieldset>
  );
}

/**
 * Uploads one image with its alt text in the three languages (all required), to the media
 * library (ADR-0702). The server decodes it and writes its variants before answering, so the
 * form says it is working meanwhile; `onUploaded` gets the stored image.
 */
export function MediaUploadForm(props: {
  locale: Locale;
  lang: string | undefined;
  onUploaded: (item: MediaItem) => void;
  /** The form's heading level and text. */
  heading: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('media');
  const id = useId();
  const mutation = useAdminMutation({ locale: props.locale, lang: props.lang, fallback: t('errors.failed') });
  const { errors, busy } = mutation;
  const failure = mutation.failure?.message;
  const [done, setDone] = useState<string | null>(null);
  const Heading = props.headingLevel ?? 'h2';
  const max = formatFileSize(MEDIA_MAX_BYTES, props.locale);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // In the picker's dialog this form sits (through a portal) inside an editor's form: an upload
    // only adds the image to that form, it never submits it.
    event.stopPropagation();
    const form = event.currentTarget;
    setDone(null);
    const res = await mutation.run(() =>
      adminJson<{ data: MediaItem }>('/media', {
        form: new FormData(form),
        locale: props.locale,
        lang: props.lang,
      }),
    );
    if (!res) return;
    setDone(t('library.uploaded', { count: res.data.variants.length }));
    form.reset();
    props.onUploaded(res.data);
  }

  const fileErrors = errors.file;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="media-upload-form"
    >
      <Heading id={`${id}-title`} className="text-lg font-semibold">
        {props.heading}
      </Heading>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {t('library.file')}
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
          required
          aria-invalid={fileErrors?.length ? true : undefined}
          aria-describedby={`${id}-file-hint${fileErrors?.length ? ` ${id}-file-error` : ''}`}
          className="block w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:font-semibold dark:file:bg-slate-700"
        />
        <p id={`${id}-file-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('library.fileHint', { max })}
        </p>
        {fileErrors?.length ? (
          <p
            id={`${id}-file-error`}
            role="alert"
            className="text-sm font-medium text-red-700 dark:text-red-400"
          >
            {fileErrors.join(' ')}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {LOCALES.map((l) => (
          <AltFieldset key={l} language={l} errors={errors[`alt_${l}`]} />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy}>
          {t('library.send')}
        </Button>
        {busy && (
          <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {t('library.sending')}
          </span>
        )}
      </div>
      {done && <StatusMessage>{done}</StatusMessage>}
      {failure && !fileErrors?.length && <ErrorMessage>{failure}</ErrorMessage>}
    </form>
  );
}
