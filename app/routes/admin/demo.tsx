import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation, useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, StatusMessage } from '~/features/admin/admin-ui';
import { useHydrated } from '~/lib/use-hydrated';
import { cardClass, linkClass } from '~/features/admin-requests/ui';
import { DetailCard, DetailList } from '~/features/admin/detail-card';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { DEMO_DURATIONS } from '../../../common/admin-requests/schemas';
import type { AdminDemo } from '../../../common/admin-requests/types';
import type { Route } from './+types/demo';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-requests', 'demos'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { load } = adminScreen(params);
  const found = await load<{ data: AdminDemo }>(`/demos/${encodeURIComponent(params.id)}`);
  return { demo: found.data };
}

/** Propose times (`start_N`, `duration_N` in the site's zone) or cancel the demo. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { outcome, send } = adminScreen(params);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const base = `/demos/${encodeURIComponent(params.id)}`;
  if (intent === 'cancel') {
    const result = await outcome(() =>
      send<{ message: string }>(`${base}/cancel`, { method: 'POST', json: {} }),
    );
    return { intent, ...result };
  }
  const slots = [...form.keys()]
    .filter((key) => key.startsWith('start_'))
    .map((key) => key.slice('start_'.length))
    .map((n) => ({
      start: String(form.get(`start_${n}`) ?? ''),
      duration: Number(form.get(`duration_${n}`)),
    }));
  const result = await outcome(() =>
    send<{ message: string }>(`${base}/slots`, { method: 'POST', json: { slots } }),
  );
  return { intent: 'propose', ...result };
}

function ProposeFields({ errors, busy }: { errors?: Record<string, string[]>; busy: boolean }) {
  const { t } = useTranslation('admin-requests');
  const [count, setCount] = useState(1);
  return (
    <Form method="post" className="mt-3" data-testid="demo-propose-form">
      <fieldset disabled={busy} className="flex flex-col gap-4">
        {Array.from({ length: count }, (_, i) => (
          <fieldset
            key={i}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[2fr_1fr] dark:border-slate-700"
          >
            <legend className="px-1 text-sm font-semibold">{t('demos.slot', { n: i + 1 })}</legend>
            <TextField
              compact
              name={`start_${i}`}
              type="datetime-local"
              label={t('demos.start')}
              required
              errors={errors?.[`slots.${i}.start`]}
            />
            <SelectField
              compact
              name={`duration_${i}`}
              label={t('demos.duration')}
              defaultValue="60"
              errors={errors?.[`slots.${i}.duration`]}
              options={DEMO_DURATIONS.map((d) => ({
                value: String(d),
                label: t('demos.minutes', { count: d }),
              }))}
            />
          </fieldset>
        ))}
        {errors?.slots && (
          <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.slots.join(' ')}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {count > 1 && (
            <Button variant="secondary" onClick={() => setCount((c) => c - 1)}>
              {t('demos.removeSlot', { n: count })}
            </Button>
          )}
          {count < 5 && (
            <Button variant="secondary" onClick={() => setCount((c) => c + 1)}>
              {t('demos.addSlot')}
            </Button>
          )}
          <Button type="submit" name="intent" value="propose">
            {t('demos.submitPropose')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}

export default function AdminDemo({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-requests');
  const { lang } = useParams();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const demo = loaderData.demo;
  const proposed = actionData?.intent === 'propose' ? actionData : undefined;
  const canceled = actionData?.intent === 'cancel' ? actionData : undefined;
  const busy = !hydrated || navigation.state === 'submitting';
  const title = t('demos.detailTitle', { name: demo.full_name });
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={title} />
      <p>
        <Link to={adminPath(lang, '/admin/demos')} className={linkClass}>
          {t('demos.back')}
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1" data-testid="demo-status">
          {demo.status_label}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        <DetailCard title={t('demos.contact')}>
          <DetailList
            items={[
              { term: t('demos.customer'), value: demo.full_name },
              { term: t('detail.email'), value: <EmailAddress email={demo.email} /> },
              { term: t('detail.phone'), value: demo.phone && <bdi>{demo.phone}</bdi> },
              { term: t('demos.service'), value: demo.service },
              {
                term: t('demos.created'),
                value: <time dateTime={demo.created_at.iso}>{demo.created_at.label}</time>,
              },
            ]}
          />
          {demo.reschedule_note && demo.status === 'reschedule_requested' && (
            <div className="mt-4 rounded-lg bg-amber-50 p-3 dark:bg-amber-950/40">
              <p className="font-semibold">{t('demos.rescheduleNote')}</p>
              <p className="whitespace-pre-wrap">{demo.reschedule_note}</p>
            </div>
          )}
        </DetailCard>
        <DetailCard title={t('demos.slots')}>
          {demo.slots.length ? (
            <ul className="flex flex-col gap-2" data-testid="demo-slot-list">
              {demo.slots.map((s) => (
                <li key={s.id}>
                  <time dateTime={s.start}>{s.label}</time>{' '}
                  <span className="text-sm text-slate-600 dark:text-slate-400">({s.status_label})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('demos.noSlots')}</p>
          )}
        </DetailCard>
      </div>

      {demo.can_propose && (
        <section aria-labelledby="demo-propose" className={cardClass}>
          <h2 id="demo-propose" className="mb-2 text-lg font-semibold">
            {demo.status === 'reschedule_requested' ? t('demos.reschedule') : t('demos.propose')}
          </h2>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            {t('demos.proposeIntro', { zone: demo.time_zone })}
          </p>
          {proposed &&
            (proposed.ok ? (
              <StatusMessage>{proposed.message}</StatusMessage>
            ) : (
              <ErrorMessage>{proposed.message || t('errors.failed')}</ErrorMessage>
            ))}
          {/* New slots remount the fields: one empty time again after a proposal went through. */}
          <ProposeFields
            key={demo.slots.map((slot) => slot.id).join()}
            errors={proposed?.errors}
            busy={busy}
          />
        </section>
      )}

      {demo.can_cancel ? (
        <section aria-labelledby="demo-cancel" className={cardClass}>
          <h2 id="demo-cancel" className="mb-2 text-lg font-semibold">
            {t('demos.cancel')}
          </h2>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t('demos.cancelExplain')}</p>
          {canceled && !canceled.ok && <ErrorMessage>{canceled.message || t('errors.failed')}</ErrorMessage>}
          <Form method="post">
            <Button type="submit" name="intent" value="cancel" disabled={busy} variant="secondary">
              {t('demos.cancelSubmit')}
            </Button>
          </Form>
        </section>
      ) : (
        <>
          {canceled?.ok && <StatusMessage>{canceled.message}</StatusMessage>}
          <p className={cardClass}>{t('demos.final')}</p>
        </>
      )}
    </div>
  );
}
