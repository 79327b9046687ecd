import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { JsonLd } from '~/features/content/json-ld';
import { PageIntro } from '~/features/content/page-intro';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/faqs';

export const handle = { i18n: ['content'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  return { groups: await context.services.content.listFaqGroups(locale) };
}

/** FAQs in groups; each answer opens in place (native <details>, keyboard friendly). */
export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { groups } = loaderData;
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: groups.flatMap((g) =>
            g.items.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          ),
        }}
      />
      <PageIntro title={t('content:faqs.title')} lead={t('content:faqs.description')} path="/faqs" />
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10">
        {groups.map((group) => (
          <section key={group.slug} aria-labelledby={`faq-group-${group.slug}`}>
            <h2 id={`faq-group-${group.slug}`} className="mb-4 text-2xl font-bold">
              {group.name}
            </h2>
            <div className="flex flex-col gap-3">
              {group.items.map((item) => (
                <details
                  key={item.id}
                  id={`faq-${item.id}`}
                  className="group rounded-xl border border-slate-200 p-4 open:bg-slate-50 dark:border-slate-800 dark:open:bg-slate-900"
                >
                  <summary className="cursor-pointer text-lg font-semibold">{item.question}</summary>
                  <p className="mt-3 text-slate-700 dark:text-slate-300">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="text-lg">
          {t('content:faqs.moreQuestions')}{' '}
          <LocalizedLink to="/contactus" className="font-semibold text-teal-800 underline dark:text-teal-300">
            {t('content:faqs.contactUs')}
          </LocalizedLink>
        </p>
      </div>
    </>
  );
}
