import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextAreaField } from '~/components/ui/textarea';
import { XsrfField } from '~/components/ui/xsrf-field';
import { AccountEmptyState } from '~/features/account/empty-state';
import { FormMessage, SubmitButton, type FormFailure } from '~/features/auth/form-parts';
import { DemoRequestForm } from './demo-request-form';
import type { DemoView } from '../../../common/demos/types';

export type DemoFailure = FormFailure & { intent: string; demoId?: string };

function Detail({ term, value, ltr }: { term: string; value: string | null; ltr?: boolean }) {
  if (!value) return null;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      {/* A phone number or an address reads left to right in every language. */}
      <dd dir={ltr ? 'ltr' : 'auto'}>{value}</dd>
    </div>
  );
}

function Slots({ demo, zone }: { demo: DemoView; zone: string }) {
  const { t } = useTranslation('demos');
  if (demo.slots.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{t('list.noSlots')}</p>;
  return (
    // A plain group under its heading: a region landmark here would repeat its name in every card.
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold">{t('list.slots')}</h4>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.zone', { zone })}</p>
      <ul className="flex flex-col gap-2" data-testid="demo-slots">
        {demo.slots.map((slot) => (
          <li
            key={slot.id}
            data-slot-status={slot.status}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          >
            <span className="flex flex-col">
              <span className="font-medium">{slot.label}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{slot.status_label}</span>
            </span>
            {demo.can_accept && slot.status === 'proposed' && (
              <Form method="post" preventScrollReset>
                <XsrfField />
                <input type="hidden" name="demoId" value={demo.id} />
                <input type="hidden" name="slotId" value={slot.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="demo-accept"
                  aria-label={t('list.acceptTime', { when: slot.label })}
                >
                  {t('list.accept')}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DemoCard({ demo, zone, failure }: { demo: DemoView; zone: string; failure?: DemoFailure | null }) {
  const { t } = useTranslation('demos');
  const mine = failure?.demoId === demo.id ? failure : null;
  const titleId = `demo-${demo.id}-title`;
  const noteErrors = mine?.intent === 'demo-reschedule' ? mine.errors?.note : undefined;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="demo"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {demo.service ? t('list.demoOf', { service: demo.service }) : t('list.anyService')}
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium dark:bg-slate-800">
          {demo.status_label}
        </span>
      </header>
      <dl className="grid gap-1 sm:grid-cols-2">
        <Detail term={t('list.fullName')} value={demo.full_name} />
        <Detail term={t('list.phone')} value={demo.phone} ltr />
        <Detail term={t('list.email')} value={demo.email} ltr />
        <Detail term={t('list.service')} value={demo.service} />
        <Detail term={t('list.requestedOn')} value={demo.created_at.label} />
      </dl>
      {demo.reschedule_note && demo.status === 'reschedule_requested' && (
        <p dir="auto">{t('list.rescheduleNote', { note: demo.reschedule_note })}</p>
      )}
      <FormMessage failure={mine} />
      <Slots demo={demo} zone={zone} />
      {(demo.can_reschedule || demo.can_cancel) && (
        <div className="flex flex-col gap-3">
          {demo.can_reschedule && (
            <details open={!!noteErrors} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-900">
              <summary className="cursor-pointer font-semibold">{t('list.anotherTime')}</summary>
              <Form method="post" className="mt-3 flex flex-col gap-2" preventScrollReset noValidate>
                <XsrfField />
                <input type="hidden" name="demoId" value={demo.id} />
                <TextAreaField
                  id={`note-${demo.id}`}
                  label={t('list.note')}
                  name="note"
                  rows={3}
                  maxLength={1000}
                  required
                  errors={noteErrors?.map((key) => t(key))}
                />
                <div>
                  <SubmitButton intent="demo-reschedule">{t('list.sendReschedule')}</SubmitButton>
                </div>
              </Form>
            </details>
          )}
          {demo.can_cancel && (
            <Form method="post" preventScrollReset>
              <XsrfField />
              <input type="hidden" name="demoId" value={demo.id} />
              <Button type="submit" name="intent" value="demo-cancel" variant="secondary">
                {t('list.cancel')}
              </Button>
            </Form>
          )}
        </div>
      )}
    </article>
  );
}

/** The account's Demos tab: the customer's demo requests with their slots, and a form to ask for one. */
export function DemosTab(props: {
  demos: DemoView[];
  services: { slug: string; name: string }[];
  zone: string;
  defaults: { fullName: string; phone: string; email: string };
  failure?: DemoFailure | null;
}) {
  const { t } = useTranslation(['account', 'demos']);
  return (
    <div className="flex flex-col gap-8">
      {props.demos.length === 0 ? (
        <AccountEmptyState text={t('account:account.empty.demos')} testId="demos-empty" />
      ) : (
        <ul aria-label={t('demos:list.label')} className="flex flex-col gap-6">
          {props.demos.map((demo) => (
            <li key={demo.id}>
              <DemoCard demo={demo} zone={props.zone} failure={props.failure} />
            </li>
          ))}
        </ul>
      )}
      <DemoRequestForm
        services={props.services}
        defaults={props.defaults}
        failure={props.failure?.intent === 'demo-request' ? props.failure : null}
      />
    </div>
  );
}
