import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { useLocalizePath } from '~/i18n/use-locale';
import { StrokeIcon } from '~/components/layout/icon';

/**
 * A search box: a plain GET form to /search-result, so it works before hydration too. `name` names
 * its search landmark: the search page shows one beside the header's, and two landmarks of a kind
 * need names that tell them apart.
 */
export function SearchBox({ name, className = '' }: { name: string; className?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const id = useId();
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      action={localize('/search-result')}
      role="search"
      aria-label={name}
      className={`relative ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('search:label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={100}
        defaultValue={params.get('q') ?? ''}
        key={params.get('q') ?? ''}
        placeholder={t('search:placeholder')}
        className="w-full rounded-full border border-slate-300 bg-white py-2 ps-4 pe-10 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <button
        type="submit"
        aria-label={t('search:submit')}
        className="absolute inset-y-0 end-0 grid w-10 place-items-center rounded-full text-slate-600 hover:text-teal-700 dark:text-slate-300"
      >
        <MagnifierIcon />
      </button>
    </Form>
  );
}

function MagnifierIcon() {
  return (
    <StrokeIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}

/** In the header: the box from md up; below, a link to the search page (which has the box). */
export function HeaderSearch() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <>
      <SearchBox name={t('search:label')} className="hidden w-48 md:block xl:w-60" />
      <Link
        to={localize('/search-result')}
        aria-label={t('search:title')}
        className="grid size-10 place-items-center rounded-full hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
      >
        <MagnifierIcon />
      </Link>
    </>
  );
}
