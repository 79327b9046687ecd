import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field as KitField, type ControlProps } from '~/components/ui/field';

/**
 * A labelled control of the contact, demo and request forms: the kit's field with the refusals'
 * message keys put in words. `children` receives the attributes to spread on the control.
 */
export function Field({
  label,
  errors,
  children,
}: {
  label: string;
  errors?: string[];
  children: (props: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <KitField label={label} errors={errors?.map((key) => t(key))}>
      {children}
    </KitField>
  );
}

/** These forms' lighter controls (no shadow or focus ring of their own): kept as they look today. */
export const inputClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900';
