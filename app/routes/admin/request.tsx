import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { SelectField } from '~/components/ui/select';
import { TextAreaField } from '~/components/ui/textarea';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation, useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, StatusMessage } from '~/features/admin/admin-ui';
import { useHydrated } from '~/lib/use-hydrated';
import { Badge, cardClass, DownloadLink, linkClass, ServiceLevelTarget } from '~/features/admin-requests/ui';
import { DetailCard, DetailList } from '~/features/admin/detail-card';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { AdminRequestDetail } from '../../../common/admin-requests/types';
import type { Route } from './+types/request';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-requests', 'requests'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { load } = adminScreen(params);
  const found = await load<{ data: AdminRequestDetail }>(`/requests/${encodeURIComponent(params.id)}`);
  return { request: found.data };
}

const INTENTS = {
  approve: (form: FormData) => ['decision', { decision: 'approved', response: form.get('response') }],
  reject: (form: FormData) => ['decision', { decision: 'rejected', response: form.get('response') }],
  reply: (form: FormData) => [
    'replies',
    { body: form.get('body'), waiting_on_customer: form.get('waiting_on_customer') === '1' },
  ],
  note: (form: FormData) => ['notes', { body: form.get('body') }],
  status: (form: FormData) => ['status', { status: form.get('status') }],
} as const;

/** Each form names its intent; the desk's answer (or its refusal, 404/409/422) comes back as is. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { outcome, send } = adminScreen(params);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const build = INTENTS[intent as keyof typeof INTENTS];
  if (!build) return { intent, ok: false, message: '', errors: {} as Record<string, string[]> };
  const [path, json] = build(form);
  const result = await outcome(() =>
    send<{ message: string }>(`/requests/${encodeURIComponent(params.id)}/${path}`, { method: 'POST', json }),
  );
  return { intent, ...result };
}

type ActionData = Awaited<ReturnType<typeof clientAction>> | undefined;

/** One action's form: its intent, its fields, and its own outcome shown beside it. */
function ActionForm(props: {
  intent: string;
  heading: string;
  headingId: string;
  actionData: ActionData;
  children: React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('admin-requests');
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const mine = props.actionData?.intent === props.intent ? props.actionData : undefined;
  useEffect(() => {
    if (mine?.ok) form.current?.reset();
  }, [mine]);
  return (
    <section aria-labelledby={props.headingId} className={cardClass}>
      <h2 id={props.headingId} className="mb-3 text-lg font-semibold">
        {props.heading}
      </h2>
      {mine &&
        (mine.ok ? (
          <StatusMessage>{mine.message}</StatusMessage>
        ) : (
          <ErrorMessage>{mine.message || t('errors.failed')}</ErrorMessage>
        ))}
      <Form
        method="post"
        ref={form}
        className="mt-3 flex flex-col gap-4"
        data-testid={props.testId}
        aria-busy={navigation.state === 'submitting' || undefined}
      >
        <fieldset disabled={!hydrated || navigation.state === 'submitting'} className="flex flex-col gap-4">
          {props.children}
        </fieldset>
      </Form>
    </section>
  );
}

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-requests');
  const { lang } = useParams();
  const r = loaderData.request;
  const errorsOf = (intent: string, field: string) =>
    actionData?.intent === intent ? actionData.errors[field] : undefined;
  const dl = 'grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]';
  const subject = r.subject || t('queue.noSubject');
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('detail.title', { subject })} />
      <p>
        <Link to={adminPath(lang, '/admin/requests')} className={linkClass}>
          {t('detail.back')}
        </Link>
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{subject}</h1>
        <p className="flex flex-wrap items-center gap-2" data-testid="request-status">
          <Badge tone="info">{r.status_label}</Badge>
          <span>{r.type_label}</span>
          {r.sla !== 'ok' && <Badge tone={r.sla}>{r.sla_label}</Badge>}
          {r.waiting_on_customer && <Badge tone="info">{t('queue.waitingBadge')}</Badge>}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <DetailCard title={t('detail.request')}>
            <p dir="auto" className="whitespace-pre-wrap">
              {r.comments}
            </p>
            {r.links.length > 0 && (
              <>
                <h3 className="mt-4 font-semibold">{t('detail.links')}</h3>
                <ul className="list-disc ps-5">
                  {r.links.map((link) => (
                    <li key={link}>
                      <bdi className="break-all">{link}</bdi>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {r.notes && (
              <>
                <h3 className="mt-4 font-semibold">{t('detail.notes')}</h3>
                <p className="whitespace-pre-wrap">{r.notes}</p>
              </>
            )}
          </DetailCard>

          <DetailCard title={t('detail.thread')}>
            {r.thread.length === 0 ? (
              <p>{t('detail.threadEmpty')}</p>
            ) : (
              <ol className="flex flex-col gap-3" data-testid="request-thread">
                {r.thread.map((m) => (
                  <li
                    key={m.id}
                    data-internal={m.internal || undefined}
                    className={`rounded-xl border p-3 ${
                      m.internal
                        ? 'border-dashed border-amber-500 bg-amber-50 dark:border-amber-600 dark:bg-amber-950/40'
                        : m.author === 'staff'
                          ? 'border-teal-200 bg-teal-50/50 dark:border-teal-900 dark:bg-teal-950/30'
                          : 'border-slate-200 dark:border-slate-700'
                    }`}
                  >
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <strong>{m.author_label}</strong>
                      <time dateTime={m.created_at.iso} className="text-slate-600 dark:text-slate-400">
                        {m.created_at.label}
                      </time>
                      {m.internal && <Badge tone="internal">{t('detail.internalBadge')}</Badge>}
                      {m.asks_customer && <Badge tone="info">{t('detail.asksBadge')}</Badge>}
                    </p>
                    <p dir="auto" className="mt-2 whitespace-pre-wrap">
                      {m.body}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </DetailCard>

          {r.final ? (
            <p className={cardClass}>{t('detail.final')}</p>
          ) : (
            <>
              {r.status === 'pending' && (
                <ActionForm
                  intent="decide"
                  heading={t('detail.decide')}
                  headingId="request-decide"
                  actionData={
                    actionData?.intent === 'approve' || actionData?.intent === 'reject'
                      ? { ...actionData, intent: 'decide' }
                      : actionData
                  }
                  testId="request-decide"
                >
                  <p className="text-sm text-slate-700 dark:text-slate-300">{t('detail.decideIntro')}</p>
                  <TextAreaField
                    compact
                    required
                    maxLength={5000}
                    name="response"
                    label={t('detail.response')}
                    errors={errorsOf('approve', 'response') ?? errorsOf('reject', 'response')}
                  />
                  <div className="flex flex-wrap gap-3">
                    <Button type="submit" name="intent" value="approve">
                      {t('detail.approve')}
                    </Button>
                    <Button type="submit" name="intent" value="reject" variant="secondary">
                      {t('detail.reject')}
                    </Button>
                  </div>
                </ActionForm>
              )}
              <ActionForm
                intent="reply"
                heading={t('detail.reply')}
                headingId="request-reply"
                actionData={actionData}
                testId="request-reply"
              >
                <TextAreaField
                  compact
                  required
                  maxLength={5000}
                  name="body"
                  label={t('detail.replyBody')}
                  errors={errorsOf('reply', 'body')}
                />
                <div className="flex items-start gap-2">
                  <input
                    id="request-asks"
                    type="checkbox"
                    name="waiting_on_customer"
                    value="1"
                    className="mt-1 size-4"
                  />
                  <label htmlFor="request-asks" className="text-sm">
                    {t('detail.askCustomer')}
                  </label>
                </div>
                <div>
                  <Button type="submit" name="intent" value="reply">
                    {t('detail.sendReply')}
                  </Button>
                </div>
              </ActionForm>
            </>
          )}
          <ActionForm
            intent="note"
            heading={t('detail.note')}
            headingId="request-note"
            actionData={actionData}
            testId="request-note"
          >
            <TextAreaField
              compact
              required
              maxLength={5000}
              name="body"
              label={t('detail.noteBody')}
              rows={3}
              errors={errorsOf('note', 'body')}
            />
            <div>
              <Button type="submit" name="intent" value="note" variant="secondary">
                {t('detail.addNote')}
              </Button>
            </div>
          </ActionForm>
        </div>

        <div className="flex flex-col gap-6">
          <DetailCard title={t('detail.customer')}>
            <DetailList
              items={[
                { term: t('detail.customer'), value: r.full_name },
                { term: t('detail.email'), value: <EmailAddress email={r.email} /> },
                { term: t('detail.phone'), value: r.phone && <bdi>{r.phone}</bdi> },
                { term: t('detail.company'), value: r.company },
                {
                  term: t('detail.created'),
                  value: <time dateTime={r.created_at.iso}>{r.created_at.label}</time>,
                },
              ]}
            />
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {r.customer_id ? t('detail.account') : t('detail.visitor')}
            </p>
          </DetailCard>

          <DetailCard title={t('detail.serviceLevels')}>
            {r.waiting_on_customer && <p className="mb-2 text-sm">{t('detail.waiting')}</p>}
            <dl className={dl} data-testid="request-service-levels">
              <ServiceLevelTarget term={t('detail.firstResponse')} target={r.service_levels.first_response} />
              <ServiceLevelTarget term={t('detail.resolution')} target={r.service_levels.resolution} />
            </dl>
          </DetailCard>

          {r.moves.length > 0 && (
            <ActionForm
              intent="status"
              heading={t('detail.status')}
              headingId="request-status-change"
              actionData={actionData}
              testId="request-status-form"
            >
              <SelectField
                compact
                name="status"
                label={t('detail.newStatus')}
                options={r.moves.map((m) => ({ value: m.status, label: m.label }))}
                errors={errorsOf('status', 'status')}
              />
              <div>
                <Button type="submit" name="intent" value="status" variant="secondary">
                  {t('detail.applyStatus')}
                </Button>
              </div>
            </ActionForm>
          )}

          <DetailCard title={t('detail.files')}>
            {r.files.length === 0 ? (
              <p>{t('detail.filesEmpty')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {r.files.map((f) => (
                  <li key={f.id}>
                    <DownloadLink requestId={r.id} file={f} />
                  </li>
                ))}
              </ul>
            )}
          </DetailCard>

          <DetailCard title={t('detail.history')}>
            {r.history.length === 0 ? (
              <p>{t('detail.historyEmpty')}</p>
            ) : (
              <ol className="flex flex-col gap-2 text-sm">
                {r.history.map((h) => (
                  <li key={h.at.iso + h.to_label}>
                    <time dateTime={h.at.iso} className="block text-slate-600 dark:text-slate-400">
                      {h.at.label}
                    </time>
                    {t('detail.historyLine', { from: h.from_label, to: h.to_label, actor: h.actor_label })}
                    {h.actor_email && (
                      <>
                        {' '}
                        <bdi className="break-all" data-testid="history-admin">
                          {h.actor_email}
                        </bdi>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </DetailCard>
        </div>
      </div>
    </div>
  );
}
