import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { adminJson, pageLocale } from '~/features/admin/admin-api';
import { ErrorMessage } from '~/features/admin/admin-ui';
import { followAdminRedirect } from '~/features/admin/reauth';
import { inputClass } from '~/features/auth/form-parts';
import type { Page } from '../../../common/admin/types';
import type { Locale } from '../../../common/i18n/languages';
import { mediaIdOf, type MediaItem } from '../../../common/media/types';
import { MediaThumbnail } from './media-thumbnail';
import { MediaUploadForm } from './upload-form';

/** The library's images by id, fetched once per picker for the references it shows. */
function useMediaItems(refs: string[], locale: Locale, lang: string | undefined) {
  const [items, setItems] = useState<Record<string, MediaItem>>({});
  const missing = refs.map(mediaIdOf).filter((id): id is string => id !== null && !items[id]);
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    void Promise.all(
      key.split(',').map((id) =>
        adminJson<{ data: MediaItem }>(`/media/${id}`, { locale, lang }).then(
          (res) => res.data,
          (e: unknown) => (followAdminRedirect(e), null),
        ),
      ),
    ).then((found) => {
      if (!live) return;
      setItems((known) => ({
        ...known,
        ...Object.fromEntries(found.flatMap((i) => (i ? [[i.id, i]] : []))),
      }));
    });
    return () => {
      live = false;
    };
  }, [key, locale, lang]);
  const remember = (item: MediaItem) => setItems((known) => ({ ...known, [item.id]: item }));
  return { items, remember };
}

/** The library in a modal dialog: pick an image, or upload one (with its alt texts) and take it. */
function LibraryDialog(props: {
  locale: Locale;
  lang: string | undefined;
  chosen: string[];
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('media');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [page, setPage] = useState<Page<MediaItem> | null>(null);
  const [q, setQ] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { locale, lang } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useEffect(() => {
    let live = true;
    const query = new URLSearchParams({ per_page: '48', ...(q ? { q } : {}) });
    adminJson<{ data: Page<MediaItem> }>(`/media?${query}`, { locale, lang }).then(
      (res) => live && setPage(res.data),
      (e: unknown) => live && !followAdminRedirect(e) && setFailure(t('errors.failed')),
    );
    return () => {
      live = false;
    };
  }, [q, locale, lang, t]);

  const close = () => {
    ref.current?.close();
    props.onClose();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={props.onClose}
      className="m-auto max-h-[90vh] w-full max-w-4xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      data-testid="media-picker-dialog"
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t('picker.dialogTitle')}
          </h2>
          <Button variant="secondary" onClick={close}>
            {t('picker.close')}
          </Button>
        </div>
        <form
          role="search"
          aria-label={t('library.search')}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            // React passes a submit up through the portal: the editor's form around the picker must not see it.
            event.stopPropagation();
            setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
          }}
        >
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={`${id}-q`} className="text-sm font-medium">
              {t('library.search')}
            </label>
            <input id={`${id}-q`} name="q" type="search" className={inputClass} />
          </div>
          <Button type="submit" variant="secondary">
            {t('library.searchButton')}
          </Button>
        </form>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        {page && page.data.length === 0 && <p>{t('library.empty')}</p>}
        {page && page.data.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {page.data.map((item) => {
              const alt = item.alt[locale] || item.alt.en;
              const taken = props.chosen.includes(item.ref);
              return (
                <li
                  key={item.id}
                  className="flex flex-col gap-2 rounded-xl border border-slate-200 p-2 dark:border-slate-700"
                >
                  <MediaThumbnail item={item} alt={alt} />
                  <span className="line-clamp-2 text-sm">{alt}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={taken}
                    aria-label={t(taken ? 'picker.selected' : 'picker.selectNamed', { alt })}
                    onClick={() => {
                      props.onPick(item);
                      close();
                    }}
                  >
                    {taken ? t('picker.selected') : t('picker.select')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <MediaUploadForm
          locale={locale}
          lang={lang}
          heading={t('picker.uploadNew')}
          headingLevel="h3"
          onUploaded={(item) => {
            props.onPick(item);
            close();
          }}
        />
      </div>
    </dialog>
  );
}

/**
 * An image field for editors (ADR-0702): the chosen images in order (thumbnails, move, remove),
 * and "choose from the library", which also lets one upload a new image with its alt texts.
 * The value is a list of references — `media:<uuid>` for library images; a static path an older
 * record holds is shown and kept until removed. With `name`, each reference is also a hidden
 * input of that name, for a form read with FormData.
 */
export function MediaPicker(props: {
  label: string;
  value: string[];
  onChange: (refs: string[]) => void;
  /** The admin page's language and URL prefix: by default, the current page's. */
  locale?: Locale;
  lang?: string;
  name?: string;
  /** At most this many images (one for a single-image field). */
  max?: number;
  errors?: string[];
}) {
  const { t, i18n } = useTranslation('media');
  const params = useParams();
  const lang = props.lang ?? params.lang;
  const locale = props.locale ?? pageLocale(lang, i18n.language);
  const { value, onChange } = props;
  const { items, remember } = useMediaItems(value, locale, lang);
  const [open, setOpen] = useState(false);
  const id = useId();
  const max = props.max ?? 12;

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const pick = (item: MediaItem) => {
    remember(item);
    if (value.includes(item.ref)) return;
    onChange(max === 1 ? [item.ref] : [...value, item.ref].slice(0, max));
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      aria-describedby={props.errors?.length ? `${id}-error` : undefined}
      data-testid="media-picker"
    >
      <legend className="px-1 text-sm font-semibold">{props.label}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('picker.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {value.map((ref, index) => {
            const mediaId = mediaIdOf(ref);
            const item = mediaId ? items[mediaId] : undefined;
            // A path or id reads left to right even in Arabic: isolated, so `/demo/a.svg` never shows as `demo/a.svg/`.
            const alt = item
              ? item.alt[locale] || item.alt.en
              : mediaId
                ? `\u2066${ref}\u2069`
                : t('picker.static', { path: `\u2066${ref}\u2069` });
            const shown = item ? (
              alt
            ) : (
              <>
                {!mediaId && `${t('picker.staticLabel')} `}
                <bdi dir="ltr" className="break-all">
                  {ref}
                </bdi>
              </>
            );
            return (
              <li
                key={ref}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
                data-testid="media-picker-item"
                data-ref={ref}
              >
                <div className="w-24 shrink-0">
                  {item ? (
                    <MediaThumbnail item={item} alt="" />
                  ) : !mediaId ? (
                    <img
                      src={ref}
                      alt=""
                      width={96}
                      height={72}
                      className="h-auto w-24 rounded-lg bg-slate-100 dark:bg-slate-800"
                    />
                  ) : null}
                </div>
                <span className="min-w-0 flex-1 text-sm break-words">{shown}</span>
                <div className="flex flex-wrap gap-2">
                  {/* One image: nothing to order. */}
                  {max !== 1 && (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        {t('picker.moveUp')}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={index === value.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        {t('picker.moveDown')}
                      </Button>
                    </>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('picker.removeNamed', { alt })}
                    onClick={() => onChange(value.filter((r) => r !== ref))}
                  >
                    {t('picker.remove')}
                  </Button>
                </div>
                {props.name && <input type="hidden" name={props.name} value={ref} />}
              </li>
            );
          })}
        </ol>
      )}
      {props.errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {props.errors.join(' ')}
        </p>
      ) : null}
      <div>
        <Button disabled={value.length >= max && max !== 1} onClick={() => setOpen(true)}>
          {t('picker.choose')}
        </Button>
      </div>
      {/* In a portal: the dialog holds forms (search, upload), and the picker usually sits in an editor's form. */}
      {open &&
        createPortal(
          <LibraryDialog
            locale={locale}
            lang={lang}
            chosen={value}
            onPick={pick}
            onClose={() => setOpen(false)}
          />,
          document.body,
        )}
    </fieldset>
  );
}
