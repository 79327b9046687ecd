import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { useRootData } from '~/root-data';

/** The tab's title: "<page> · Administration | <company>". Admin pages are never indexed, so no canonical. */
export function AdminTitle({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const company = useRootData()?.settings?.companyName ?? 'Emballo';
  return <title>{`${title} · ${t('brand')} | ${company}`}</title>;
}

/** False on the server and until hydration: forms that need the client action wait for it. */
export function useHydrated() {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}

/** A message that announces itself (polite), for results and confirmations. */
export function StatusMessage({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg bg-teal-50 p-3 font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-100"
    >
      {children}
    </p>
  );
}

export function ErrorMessage({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}

/** Moves focus to a newly shown heading (after a client navigation) so screen readers hear the page change. */
export function useFocusOnMount<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  useEffect(() => {
    node?.focus();
  }, [node]);
  return setNode;
}

export const buttonClass =
  'rounded-full bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60';

export const secondaryButtonClass =
  'rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 dark:border-slate-700 dark:hover:bg-slate-800';

/** A list's filter form ends with these: apply (busy while the list loads) and back to no filter. */
export function FilterActions(props: {
  apply: string;
  reset: string;
  /** The list's own path without a query. */
  resetTo: string;
  className: string;
  secondary?: boolean;
}) {
  const navigation = useNavigation();
  return (
    <div className={props.className}>
      <button
        type="submit"
        className={props.secondary ? secondaryButtonClass : buttonClass}
        disabled={navigation.state === 'loading'}
      >
        {props.apply}
      </button>
      <Link to={props.resetTo} className="font-semibold text-teal-800 underline dark:text-teal-300">
        {props.reset}
      </Link>
    </div>
  );
}

/** A list's filter form's frame: a card of fields in a grid (the screen adds its columns). */
export const filterFormClass =
  'grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
