import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PRIMARY, SECONDARY } from './buttons';

/** A checkout step's last row: the way back at the start, the way on (`children`) at the end. */
export function StepActions({
  backTo,
  backLabel,
  children,
}: {
  backTo: string;
  backLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <LocalizedLink to={backTo} className={SECONDARY}>
        {backLabel ?? t('checkout:back')}
      </LocalizedLink>
      {children}
    </div>
  );
}

/** Sends the step's form and goes on to the next step. */
export function ContinueButton() {
  const { t } = useTranslation();
  return (
    <button type="submit" className={PRIMARY} data-testid="checkout-continue">
      {t('checkout:continue')}
    </button>
  );
}
