import { data, type AppLoadContext } from 'react-router';
import { CommentSchema, OrderUpdateSchema } from '../../../common/orders/schemas';
import type { Locale } from '../../../common/i18n/languages';
import { xsrfMatches } from '../../../server/http/xsrf';
import {
  attachmentsRefused,
  isAttachmentError,
  type AttachmentError,
} from '../../../server/modules/attachments/errors';
import { attachmentErrorMessages } from '../../../server/modules/attachments/http';
import { OrderErrors } from '../../../server/modules/orders/errors';
import type { PageUploads } from '../../../server/modules/orders/page-uploads';
import { isDomainError } from '../../../server/platform/domain-error';
import { translator } from '../../../server/platform/i18n';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { readFormData } from '~/lib/form.server';
import { retryAfter } from '~/lib/rate-limit.server';
import { refusalOf } from '~/lib/refusals.server';
import { redirectWithToast, type ToastMessage } from '~/toast.server';
import type { CommentFailure } from './order-comments';
import type { ExtrasFailure } from './order-extras';
import type { UploadFailure } from './order-files';
import type { ReorderOutcome } from './reorder-result';

export type OrderActionData = Partial<ExtrasFailure & UploadFailure & CommentFailure & ReorderOutcome>;

const notFound = () => data(null, { status: 404, statusText: 'Not Found', headers: NO_STORE });

/**
 * The order pages' one action, switched by intent: update (extra information and links), upload
 * (files, read before the action by the attachments module), comment, cancel and reorder. Every
 * form works without JavaScript: a change answers a redirect back with a toast (post, redirect,
 * get); a refused form and the reorder's report are rendered on the page. Not the customer's
 * order, or none: 404.
 */
export async function handleOrderAction(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  orderId: string,
) {
  const user = await requireUser(request, context);
  const { services } = context;
  const t = translator(locale);
  const page = new URL(request.url).pathname;
  const back = (toast: ToastMessage) => redirectWithToast(page, toast, services.config.sessionSecret);
  const order = await services.orders.owned(user.id, orderId);
  if (!order) throw notFound();

  if (context.uploads) return upload(context.uploads);
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');

  async function upload(uploads: PageUploads) {
    // The multipart form's token is among the fields the attachments module read.
    const token = uploads.fields._xsrf;
    if (!uploads.refused && !xsrfMatches(request.headers.get('Cookie'), token))
      throw data({ message: 'Invalid security token' }, { status: 403, statusText: 'Forbidden' });
    const refuse = (error: AttachmentError) =>
      data<UploadFailure>(
        { upload: { messages: attachmentErrorMessages(error, locale).messages } },
        { status: error.status },
      );
    if (uploads.refused) return refuse(uploads.refused);
    if (uploads.files.length === 0) return refuse(attachmentsRefused([{ code: 'no_files' }]));
    try {
      await services.attachments.store({
        ownerKind: 'order',
        ownerId: order!.id,
        uploaderId: user.id,
        files: uploads.files,
      });
    } catch (error) {
      if (isAttachmentError(error)) return refuse(error);
      throw error;
    }
    return back({ type: 'success', message: t('orders:page.files.added') });
  }

  switch (intent) {
    case 'update': {
      const values = {
        extra_info: String(form.get('extra_info') ?? ''),
        links: String(form.get('links') ?? ''),
      };
      const links = values.links
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      const parsed = OrderUpdateSchema.safeParse({ extra_info: values.extra_info, links });
      if (!parsed.success) {
        const errors: ExtrasFailure['extras']['errors'] = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] === 'links' ? 'links' : 'extra_info';
          errors[field] ??= t(`orders:errors.${issue.message}`);
        }
        return data<ExtrasFailure>({ extras: { values, errors } }, { status: 422 });
      }
      await services.orders.update(user.id, order.id, {
        extraInfo: parsed.data.extra_info,
        links: parsed.data.links,
      });
      return back({ type: 'success', message: t('orders:api.updated') });
    }
    case 'comment': {
      const body = String(form.get('body') ?? '').slice(0, 6000);
      const fail = (message: string) => data<CommentFailure>({ comment: { body, message } }, { status: 422 });
      const parsed = CommentSchema.safeParse({ body });
      if (!parsed.success) return fail(t(`orders:errors.${parsed.error.issues[0]!.message}`));
      const limit = await services.limits.orderComments.hit(user.id);
      if (!limit.allowed)
        return data<CommentFailure>(
          { comment: { body, message: t('orders:page.comments.tooMany') } },
          { status: 429, headers: retryAfter(limit) },
        );
      await services.orders.comments.add(order.id, user.id, parsed.data.body, locale);
      return back({ type: 'success', message: t('orders:api.commentAdded') });
    }
    case 'cancel':
      try {
        await services.orders.cancel(user.id, order.id);
        return back({ type: 'success', message: t('orders:api.canceled') });
      } catch (error) {
        if (isDomainError(error, OrderErrors.notFound)) throw notFound();
        return back({
          type: 'error',
          message: refusalOf(error, locale, OrderErrors.transitionRefused).message,
        });
      }
    case 'reorder': {
      const result = await services.orders.reorder(user.id, order.id, locale);
      if (!result) throw notFound();
      const message = result.added.length
        ? t('orders:api.reordered', { count: result.added.length })
        : t('orders:api.reorderedNothing');
      return data<ReorderOutcome>({ reorder: { message, ...result } });
    }
    case 'upload':
      // A files form that did not arrive as multipart/form-data.
      return upload({ files: [], fields: {}, refused: attachmentsRefused([{ code: 'malformed' }]) });
    default:
      return back({ type: 'error', message: t('common:errors.somethingWentWrong') });
  }
}
