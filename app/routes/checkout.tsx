import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { reachableStep } from '../../common/checkout/steps';
import { formatFileSize } from '../../common/format/file-size';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { PageMeta } from '~/components/layout/page-meta';
import { localizedFor, NO_STORE, requireUser } from '~/features/auth/session.server';
import { handleCheckoutAction, type DetailsFailure } from '~/features/checkout/checkout-action.server';
import { newFormKey } from '~/features/checkout/keys.server';
import { ConfirmStep } from '~/features/checkout/confirm-step';
import { DetailsStep } from '~/features/checkout/details-step';
import { PaymentStep } from '~/features/checkout/payment-step';
import { ReviewStep } from '~/features/checkout/review-step';
import { StepNav } from '~/features/checkout/step-nav';
import { guardAction } from '~/lib/action.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/checkout';

export const handle = { i18n: ['checkout', 'cart', 'catalog', 'orders'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = () => NO_STORE;

/**
 * /checkout?step=review|details|payment|confirm (ADR-0304): the step is in the URL, what was
 * chosen is in the customer's server-side draft, the prices come from the cart at this request.
 * A step that cannot be reached yet redirects to the first one missing.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = context;
  const locale = resolveRequestLocale(request, params.lang);
  const [cart, draft] = await Promise.all([
    services.cart.read(user.id, locale),
    services.checkout.read(user.id),
  ]);
  const requested = new URL(request.url).searchParams.get('step');
  const step = reachableStep(requested, { payable: cart.payable, paymentMode: draft.paymentMode });
  if (step !== requested)
    throw redirect(`${localizedFor(request, '/checkout')}?step=${step}`, { headers: NO_STORE });
  const { maxBytes, maxFiles } = services.attachments.limits;
  return data(
    {
      step,
      cart,
      draft,
      limits: { maxFiles, maxSize: formatFileSize(maxBytes, locale) },
      fileSizes: Object.fromEntries(draft.files.map((f) => [f.id, formatFileSize(f.size, locale)])),
      // Made at each rendering of the confirm step: the one order this form may place.
      idempotencyKey: step === 'confirm' ? newFormKey('checkout') : '',
    },
    { headers: NO_STORE },
  );
}

export const action = guardAction(({ request, context, params }: Route.ActionArgs) =>
  handleCheckoutAction(request, context, resolveRequestLocale(request, params.lang)),
);

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { step, cart, draft } = loaderData;
  const failure = (actionData as DetailsFailure | undefined)?.details ?? null;
  return (
    <>
      <PageMeta
        title={`${t(`checkout:steps.${step}`)} — ${t('checkout:title')}`}
        description={t('checkout:description')}
      />
      <div
        className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10"
        data-testid="checkout"
        data-step={step}
      >
        <h1 className="text-3xl font-bold">{t('checkout:heading')}</h1>
        <StepNav current={step} />
        {step === 'review' && <ReviewStep cart={cart} />}
        {step === 'details' && (
          <DetailsStep
            notes={draft.notes}
            links={draft.links}
            files={draft.files}
            limits={loaderData.limits}
            fileSizes={loaderData.fileSizes}
            failure={failure}
          />
        )}
        {step === 'payment' && <PaymentStep chosen={draft.paymentMode} />}
        {step === 'confirm' && (
          <ConfirmStep cart={cart} draft={draft} idempotencyKey={loaderData.idempotencyKey} />
        )}
      </div>
    </>
  );
}
