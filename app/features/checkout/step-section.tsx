import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A checkout step with an introduction: its heading (the one the page's step list names) and intro. */
export function StepSection({
  step,
  children,
}: {
  step: 'review' | 'details' | 'confirm';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-step-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="checkout-step-title" className="text-2xl font-bold">
          {t(`checkout:${step}.heading`)}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t(`checkout:${step}.intro`)}</p>
      </div>
      {children}
    </section>
  );
}
