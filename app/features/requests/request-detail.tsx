import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListOrNone } from '~/components/ui/list-or-none';
import { Form } from 'react-router';
import { XsrfField } from '~/components/ui/xsrf-field';
import { Button } from '~/components/ui/button';
import { TextAreaField } from '~/components/ui/textarea';
import type { RequestDetailView } from '../../../common/requests/types';
import type { RequestFormResult } from './forms.server';
import { FileField, FormProblems, useAnswerTo } from './request-form';
import { RequestStatusBadge } from './status-badge';

const card = 'flex flex-col gap-3 rounded-2xl border border-slate-200 p-5 dark:border-slate-700';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="min-w-0 whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the customer sent, and where our answer stands ("answer expected by …"). */
export function RequestInfo({ r }: { r: RequestDetailView }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('requests:list.type'), r.type_label],
    [t('requests:list.status'), <RequestStatusBadge key="s" status={r.status} />],
    [t('requests:list.date'), r.created_at_label],
    [t('requests:page.comments'), r.comments],
  ];
  if (r.links.length)
    rows.push([
      t('requests:page.links'),
      <ul key="l" dir="ltr" className="text-start">
        {r.links.map((link) => (
          <li key={link}>
            <a
              href={link}
              rel="noopener noreferrer nofollow"
              className="break-all text-teal-800 underline dark:text-teal-300"
            >
              {link}
            </a>
          </li>
        ))}
      </ul>,
    ]);
  if (r.notes) rows.push([t('requests:page.notes'), r.notes]);
  return (
    <Section id="request-info" title={t('requests:page.requestInfo')}>
      <Rows rows={rows} />
    </Section>
  );
}

export function ResponseInfo({ r }: { r: RequestDetailView }) {
  const { t } = useTranslation();
  return (
    <Section id="response-info" title={t('requests:page.responseInfo')}>
      <ul className="flex flex-col gap-1" data-testid="response-info">
        <li>
          {r.first_response_at
            ? t('requests:page.firstResponse', { date: r.first_response_at.label })
            : t('requests:page.notAnsweredYet')}
        </li>
        {r.resolved_at && <li>{t('requests:page.resolved', { date: r.resolved_at.label })}</li>}
        {r.waiting_on_customer && <li className="font-semibold">{t('requests:page.waitingOnYou')}</li>}
        {r.answer_expected && (
          <li className="font-semibold" data-testid="answer-expected">
            {t(
              r.answer_expected_kind === 'first_response'
                ? 'requests:page.answerExpected'
                : 'requests:page.resolutionExpected',
              {
                date: r.answer_expected.label,
              },
            )}
          </li>
        )}
      </ul>
    </Section>
  );
}

/** A form that adds to an open request (a reply, files): multipart, its intent on its button. */
function AddingForm(props: { intent: string; sending: boolean; submit: string; children: ReactNode }) {
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3" noValidate>
      <XsrfField />
      {props.children}
      <Button type="submit" name="intent" value={props.intent} busy={props.sending} className="self-start">
        {props.submit}
      </Button>
    </Form>
  );
}

export function Thread({ r, result }: { r: RequestDetailView; result?: RequestFormResult }) {
  const { t } = useTranslation();
  const { sending, mine } = useAnswerTo(result, 'reply');
  return (
    <Section id="thread" title={t('requests:page.thread')}>
      <ListOrNone empty={r.thread.length === 0} none={t('requests:page.noMessages')}>
        <ol className="flex flex-col gap-3" data-testid="thread">
          {r.thread.map((m) => (
            <li
              key={m.id}
              className={`rounded-xl p-3 ${m.author === 'customer' ? 'ms-8 bg-teal-50 dark:bg-teal-950' : 'me-8 bg-slate-100 dark:bg-slate-800'}`}
            >
              <p className="text-sm font-semibold">
                {m.author_label} · <span className="font-normal">{m.created_at_label}</span>
              </p>
              <p className="whitespace-pre-line break-words">{m.body}</p>
            </li>
          ))}
        </ol>
      </ListOrNone>
      {!r.final && (
        <AddingForm
          intent="reply"
          sending={sending}
          submit={sending ? t('requests:form.sending') : t('requests:page.sendReply')}
        >
          <FormProblems errors={mine?.errors._} />
          <TextAreaField
            label={t('requests:page.reply')}
            name="body"
            rows={3}
            required
            defaultValue={mine?.values.body}
            errors={mine?.errors.body?.map((key) => t(key))}
          />
        </AddingForm>
      )}
    </Section>
  );
}

export function Attachments({ r, result }: { r: RequestDetailView; result?: RequestFormResult }) {
  const { t } = useTranslation();
  const { sending, mine } = useAnswerTo(result, 'files');
  return (
    <Section id="files" title={t('requests:page.files')}>
      <ListOrNone empty={r.files.length === 0} none={t('requests:page.noFiles')}>
        <ul className="flex flex-col gap-1" data-testid="request-files">
          {r.files.map((f) => (
            <li key={f.id}>
              <a
                href={`/api/requests/${r.id}/files/${f.id}`}
                download={f.name}
                className="break-all text-teal-800 underline dark:text-teal-300"
              >
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      </ListOrNone>
      {!r.final && (
        <AddingForm intent="files" sending={sending} submit={t('requests:page.upload')}>
          <FileField fileErrors={mine?.fileErrors} />
        </AddingForm>
      )}
    </Section>
  );
}

export function StatusHistory({ r }: { r: RequestDetailView }) {
  const { t } = useTranslation();
  return (
    <Section id="history" title={t('requests:page.history')}>
      <ol className="flex flex-col gap-2" data-testid="status-history">
        <li>
          <span className="font-semibold">{t('requests:page.filed')}</span> · {r.created_at_label}
        </li>
        {r.history.map((h) => (
          <li key={h.at + h.to}>
            <span className="font-semibold">
              {t('requests:page.historyItem', { from: h.from_label, to: h.to_label })}
            </span>{' '}
            · {h.actor_label} · {h.at_label}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function CancelRequest({ r }: { r: RequestDetailView }) {
  const { t } = useTranslation();
  if (r.status !== 'pending' && r.status !== 'approved') return null;
  return (
    <Form method="post" encType="multipart/form-data">
      <XsrfField />
      <Button type="submit" name="intent" value="cancel" variant="dangerOutline">
        {t('requests:page.cancel')}
      </Button>
    </Form>
  );
}
