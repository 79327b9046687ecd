import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { useRootData } from '~/root-data';
import { Button, buttonClasses } from '~/components/ui/button';

/** The tab's title: "<page> · Administration | <company>". Admin pages are never indexed, so no canonical. */
export function AdminTitle({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  const company = useRootData()?.settings?.companyName ?? 'Emballo';
  return <title>{`${title} · ${t('brand')} | ${company}`}</title>;
}

const MESSAGE_LOOK = {
  status: 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
  alert: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

function Message({ role, children }: { role: keyof typeof MESSAGE_LOOK; children: React.ReactNode }) {
  return (
    <p role={role} className={`rounded-lg p-3 font-medium ${MESSAGE_LOOK[role]}`}>
      {children}
    </p>
  );
}

/** A message that announces itself (polite), for results and confirmations. */
export function StatusMessage({ children }: { children: React.ReactNode }) {
  return <Message role="status">{children}</Message>;
}

/** A refusal or failure, announced at once (an alert). */
export function ErrorMessage({ children }: { children: React.ReactNode }) {
  return <Message role="alert">{children}</Message>;
}

/** Moves focus to a newly shown heading (after a client navigation) so screen readers hear the page change. */
export function useFocusOnMount<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  useEffect(() => {
    node?.focus();
  }, [node]);
  return setNode;
}

/** A controlled choice among a few values: a radio button a value, each labelled after its button. */
export function RadioChoices<V extends string>(props: {
  name: string;
  values: readonly V[];
  value: V;
  onChange: (value: V) => void;
  labelOf: (value: V) => string;
  inputClass?: string;
}) {
  return props.values.map((value) => (
    <label key={value} className="flex items-center gap-2">
      <input
        type="radio"
        name={props.name}
        value={value}
        checked={props.value === value}
        onChange={() => props.onChange(value)}
        className={props.inputClass}
      />
      {props.labelOf(value)}
    </label>
  ));
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

/**
 * A list's filter form (ADR-0611): a GET form, so the filters are the URL's query, drawn as a card
 * of the screen's fields and then `FilterActions`.
 */
export function FilterForm(props: {
  /** The form's accessible name, and its buttons' words. */
  words: { label: string; apply: string; reset: string };
  /** How the card lays its fields out: `grid gap-4 sm:grid-cols-3`, `flex flex-wrap items-end gap-4`… */
  layout: string;
  /** The form is mostly a search box: `role="search"`. */
  search?: boolean;
  testId?: string;
  /** The list's own path without a query. */
  resetTo: string;
  secondary?: boolean;
  /** The buttons' row: by default the grid's next cell, aligned with the fields' bottoms. */
  actionsClass?: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="get"
      role={props.search ? 'search' : undefined}
      aria-label={props.words.label}
      className={`${props.layout} rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900`}
      data-testid={props.testId}
    >
      {props.children}
      <FilterActions
        className={props.actionsClass ?? 'flex flex-wrap items-end gap-4'}
        apply={props.words.apply}
        reset={props.words.reset}
        resetTo={props.resetTo}
        secondary={props.secondary}
      />
    </Form>
  );
}

/**
 * A screen's head: the tab's title, the page's heading and its introduction (`introClass` bounds
 * its measure), lines of the screen's own under it, and an `action` (a button or link) at the
 * inline end.
 */
export function ScreenHeader(props: {
  title: string;
  intro: React.ReactNode;
  introClass?: string;
  /** The heading block's own class beside an action (`min-w-0` lets a long heading shrink). */
  headingClass?: string;
  action?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const heading = (
    <div className={props.headingClass}>
      <h1 className="text-2xl font-bold">{props.title}</h1>
      <p
        className={`mt-1 ${props.introClass ? `${props.introClass} ` : ''}text-slate-700 dark:text-slate-300`}
      >
        {props.intro}
      </p>
      {props.children}
    </div>
  );
  return (
    <>
      <AdminTitle title={props.title} />
      {props.action ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          {heading}
          {props.action}
        </div>
      ) : (
        heading
      )}
    </>
  );
}
