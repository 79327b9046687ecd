import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import type { RequestDetailView } from '../../../common/requests/types';
import type { RequestFormResult } from './forms.server';
import {
  Attachments,
  CancelRequest,
  RequestInfo,
  ResponseInfo,
  StatusHistory,
  Thread,
} from './request-detail';

/** The request page as its owner sees it. */
export function OwnedRequest({ r, result }: { r: RequestDetailView; result?: RequestFormResult }) {
  const { t } = useTranslation();
  const title = r.subject || t('requests:page.title');
  return (
    <>
      <PageMeta title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10" data-testid="owned-request">
        <LocalizedLink
          to="/account/requests/all"
          className="font-semibold text-teal-800 underline dark:text-teal-300"
        >
          {t('requests:page.back')}
        </LocalizedLink>
        <h1 className="break-words text-3xl font-bold">{title}</h1>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="flex min-w-0 flex-col gap-6">
            <RequestInfo r={r} />
            <Thread r={r} result={result} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <ResponseInfo r={r} />
            <Attachments r={r} result={result} />
            <StatusHistory r={r} />
            <CancelRequest r={r} />
          </div>
        </div>
      </div>
    </>
  );
}
