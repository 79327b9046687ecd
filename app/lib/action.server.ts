import { isRouteErrorResponse, type AppLoadContext } from 'react-router';
import { redirectWithToast } from '../toast.server';

type ActionArgs = { request: Request; context: AppLoadContext };

/**
 * Wraps a route action: answers it gives on purpose (redirects, `data(…, {status})`, thrown
 * responses) pass through; an unexpected failure is logged and the user is sent back to the page
 * with the toast 'Something went wrong !' instead of an error screen. Nothing was half-written:
 * services do their writes in transactions.
 */
export function guardAction<A extends ActionArgs, R>(action: (args: A) => Promise<R>) {
  return async (args: A) => {
    try {
      return await action(args);
    } catch (error) {
      if (error instanceof Response || isRouteErrorResponse(error) || isDataWithResponseInit(error))
        throw error;
      args.context.services.logger.error('action failed', {
        requestId: args.context.requestId,
        url: args.request.url,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      const url = new URL(args.request.url);
      throw await redirectWithToast(
        url.pathname + url.search,
        { type: 'error', key: 'errors.somethingWentWrong' },
        args.context.services.config.sessionSecret,
      );
    }
  };
}

/** `data(…, init)` thrown on purpose (React Router does not export the class at run time). */
function isDataWithResponseInit(value: unknown): boolean {
  return (
    !!value && typeof value === 'object' && (value as { type?: unknown }).type === 'DataWithResponseInit'
  );
}
