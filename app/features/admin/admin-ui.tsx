import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { useRootData } from '~/root-data';
import { Button, buttonClasses } from '~/components/ui/button';

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

/** The kit's button classes, for the admin login (its own form, elsewhere) until it moves to `Button`. */
export const buttonClass = buttonClasses();
export const secondaryButtonClass = buttonClasses({ variant: 'secondary' });

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
      <Button
        type="submit"
        variant={props.secondary ? 'secondary' : 'primary'}
        busy={navigation.state === 'loading'}
      >
        {props.apply}
      </Button>
      <Link to={props.resetTo} className="font-semibold text-teal-800 underline dark:text-teal-300">
        {props.reset}
      </Link>
    </div>
  );
}

/** A list's filter form's frame: a card of fields in a grid (the screen adds its columns). */
export const filterFormClass =
  'grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
