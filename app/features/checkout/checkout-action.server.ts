import { redirectToPayment } from './provider-redirect.server';
import { data, redirect, type AppLoadContext } from 'react-router';
import { CheckoutDetailsSchema, CheckoutPaymentSchema } from '../../../common/checkout/schemas';
import type { CheckoutStep } from '../../../common/checkout/steps';
import type { PromoRefusal } from '../../../common/cart/types';
import type { Locale } from '../../../common/i18n/languages';
import { IDEMPOTENCY_KEY } from '../../../common/orders/schemas';
import { attachmentsRefused, isAttachmentError } from '../../../server/modules/attachments/errors';
import { attachmentErrorMessages } from '../../../server/modules/attachments/http';
import type { IncomingFile } from '../../../server/modules/attachments/service';
import { promoRefusalMessage } from '../../../server/modules/cart/view';
import { CheckoutErrors } from '../../../server/modules/orders/errors';
import { PaymentErrors } from '../../../server/modules/payments/errors';
import { isDomainError } from '../../../server/platform/domain-error';
import { translator } from '../../../server/platform/i18n';
import { localizedFor, NO_STORE, requireUser } from '~/features/auth/session.server';
import { readFormData } from '~/lib/form.server';
import { refusalOf } from '~/lib/refusals.server';
import { redirectWithToast } from '~/toast.server';

/** What the details step shows after a refused submission (nothing of it was saved). */
export interface DetailsFailure {
  details: {
    values: { notes: string; links: string };
    errors: { notes?: string; links?: string; files?: string[] };
  };
}

/** Multipart overhead allowed beyond the files themselves: the text fields and part headers. */
const FORM_OVERHEAD = 64 * 1024 + 2 * 5000 * 4;

/**
 * The checkout page's one action, switched by intent: save the details (text and files, all or
 * nothing), remove a chosen file, choose the payment mode, place the order. Every answer but a
 * refused details form is a redirect (post, redirect, get), so reload and back never re-post.
 */
export async function handleCheckoutAction(request: Request, context: AppLoadContext, locale: Locale) {
  const { services } = context;
  const secret = services.config.sessionSecret;
  const t = translator(locale);
  const user = await requireUser(request, context);
  const stepUrl = (step: CheckoutStep) => `${localizedFor(request, '/checkout')}?step=${step}`;
  const toStep = (step: CheckoutStep, toast?: { type: 'success' | 'error'; message: string }) =>
    toast
      ? redirectWithToast(stepUrl(step), toast, secret, { headers: NO_STORE })
      : redirect(stepUrl(step), { headers: NO_STORE });

  // The body is read whole by the Fetch API: refuse one larger than every file at its largest.
  const { maxBytes, maxFiles } = services.attachments.limits;
  if (Number(request.headers.get('Content-Length') ?? 0) > maxFiles * maxBytes + FORM_OVERHEAD) {
    const { message } = attachmentErrorMessages(
      attachmentsRefused([{ code: 'request_too_large', maxBytes }]),
      locale,
    );
    return toStep('details', { type: 'error', message });
  }
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');

  switch (intent) {
    case 'details': {
      const values = { notes: String(form.get('notes') ?? ''), links: String(form.get('links') ?? '') };
      const refuse = (errors: DetailsFailure['details']['errors']) =>
        data<DetailsFailure>({ details: { values, errors } }, { status: 422, headers: NO_STORE });
      const parsed = CheckoutDetailsSchema.safeParse(values);
      if (!parsed.success) {
        const errors: DetailsFailure['details']['errors'] = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] === 'notes' ? 'notes' : 'links';
          errors[field] ??= t(`checkout:errors.${issue.message}`, {
            defaultValue: t('checkout:errors.invalid'),
          });
        }
        return refuse(errors);
      }
      const chosen = form
        .getAll('files')
        .filter((f): f is File => typeof f !== 'string' && (f.size > 0 || f.name !== ''));
      try {
        if (chosen.length > maxFiles) throw attachmentsRefused([{ code: 'too_many', maxFiles }]);
        const files: IncomingFile[] = await Promise.all(
          chosen.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
        );
        await services.checkout.saveDetails(user.id, parsed.data, files);
      } catch (error) {
        if (!isAttachmentError(error)) throw error;
        return refuse({ files: attachmentErrorMessages(error, locale).messages });
      }
      return toStep('payment');
    }
    case 'remove-file': {
      const removed = await services.checkout.removeFile(user.id, String(form.get('file') ?? ''));
      return toStep(
        'details',
        removed
          ? { type: 'success', message: t('checkout:details.removed') }
          : { type: 'error', message: t('checkout:errors.unknownFile') },
      );
    }
    case 'payment': {
      const parsed = CheckoutPaymentSchema.safeParse({ payment_mode: form.get('payment_mode') ?? undefined });
      if (!parsed.success)
        return toStep('payment', { type: 'error', message: t('checkout:errors.paymentMode') });
      await services.checkout.choosePayment(user.id, parsed.data.payment_mode);
      return toStep('confirm');
    }
    case 'place':
      return placeOrder(String(form.get('key') ?? ''));
    default:
      return toStep('review', { type: 'error', message: t('common:errors.somethingWentWrong') });
  }

  async function placeOrder(key: string) {
    if (!IDEMPOTENCY_KEY.test(key))
      return toStep('confirm', { type: 'error', message: t('checkout:errors.formExpired') });
    try {
      const placed = await services.checkout.place(user.id, locale, key);
      if (placed.kind === 'missing-payment-mode')
        return toStep('payment', { type: 'error', message: t('checkout:errors.paymentMode') });
      if (placed.kind === 'pay') return redirectToPayment(placed.redirectUrl, services.config.PUBLIC_URL);
      return redirect(localizedFor(request, `/checkout/${placed.orderId}/thank-you`), { headers: NO_STORE });
    } catch (error) {
      if (isDomainError(error, CheckoutErrors.cartNotPayable))
        return toStep('review', { type: 'error', message: refusalOf(error, locale).message });
      if (isDomainError<{ reason: PromoRefusal }>(error, CheckoutErrors.promoRefused)) {
        const reason = promoRefusalMessage(error.details.reason, {}, locale, services.config.TIME_ZONE);
        return toStep('review', {
          type: 'error',
          message: `${t('checkout:errors.invalidPromo')} — ${reason}`,
        });
      }
      if (isDomainError(error, PaymentErrors.idempotencyConflict))
        return toStep('confirm', { type: 'error', message: t('checkout:errors.formExpired') });
      if (isDomainError(error, PaymentErrors.busy))
        return toStep('confirm', { type: 'error', message: refusalOf(error, locale).message });
      throw error;
    }
  }
}
