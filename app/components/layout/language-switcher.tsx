import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { LANGUAGES, LOCALES, type Locale } from '../../../common/i18n/languages';
import { localizePath, splitLocalePath } from '../../../common/i18n/request-locale';
import { rememberLanguage } from '~/i18n/use-stored-language';
import { useLocale } from '~/i18n/use-locale';
import { StrokeIcon } from './icon';

/**
 * Lists the three languages as links to the same page under each prefix (works without JS).
 * With JS the choice is stored (local storage + cookie) and applied without a reload.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { locale: prefix, rest } = splitLocalePath(location.pathname);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !rootRef.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  function choose(event: React.MouseEvent, locale: Locale) {
    event.preventDefault();
    setOpen(false);
    rememberLanguage(locale);
    if (prefix) void navigate(localizePath(rest, locale) + location.search + location.hash);
    else void revalidate();
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        data-testid="language-switcher"
        aria-expanded={open}
        aria-controls={listId}
        // The name starts with the code the button shows, so "click FR" reaches it (WCAG 2.5.3).
        aria-label={t('header.chooseLanguage', {
          code: current.toUpperCase(),
          language: LANGUAGES[current].label,
        })}
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold uppercase hover:bg-slate-100 sm:px-3 dark:hover:bg-slate-800"
      >
        {/* A phone shows the code alone: the row fits at 360 px in the system's fonts too. */}
        <StrokeIcon className="hidden size-5 sm:block">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </StrokeIcon>
        {current}
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizePath(rest, locale) + location.search}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(e) => choose(e, locale)}
              className="block rounded-md px-3 py-2 hover:bg-slate-100 aria-[current]:font-bold dark:hover:bg-slate-800"
            >
              {LANGUAGES[locale].label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
