import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';

/** 'Unexpected Application Error!' with status and text, or the message; a stack only in development. */
export function ErrorScreen({ error, showStack }: { error: unknown; showStack: boolean }) {
  const { t } = useTranslation();
  let detail = t('errors.somethingWentWrong');
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`.trim();
  else if (error instanceof Error) {
    detail = error.message;
    stack = showStack ? error.stack : undefined;
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" data-testid="error-screen">
      <h1 className="text-2xl font-bold">{t('errors.unexpected')}</h1>
      <p className="mt-4 text-lg">{detail}</p>
      {stack && (
        <pre className="mt-6 overflow-auto rounded bg-slate-100 p-4 text-sm dark:bg-slate-900">{stack}</pre>
      )}
    </section>
  );
}
