import { useTranslation } from 'react-i18next';
import { TextAreaField } from '~/components/ui/textarea';
import { OrderForm } from './order-form';
import type { OrderDetail } from './types';

/** What the update form sends back when a field is refused (the page is rendered again with it). */
export interface ExtrasFailure {
  extras: {
    values: { extra_info: string; links: string };
    errors: Partial<Record<'extra_info' | 'links', string>>;
  };
}

/** Extra information and links the customer adds after purchase (PATCH-like: the service's update). */
export function OrderExtrasForm({
  order,
  failure,
}: {
  order: OrderDetail;
  failure: ExtrasFailure['extras'] | null;
}) {
  const { t } = useTranslation();
  const values = failure?.values ?? { extra_info: order.extra_info ?? '', links: order.links.join('\n') };
  const errors = failure?.errors ?? {};
  const words = (name: 'extra_info' | 'links') => (errors[name] ? [errors[name]] : undefined);
  return (
    <OrderForm
      intent="update"
      testId="order-extras-form"
      send={{ label: t('orders:page.extras.save'), testId: 'order-extras-save' }}
      className="flex flex-col gap-4"
    >
      {failure && (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {t('orders:page.extras.failed')}
        </p>
      )}
      <TextAreaField
        id="order-extra_info"
        label={t('orders:page.extras.extraInfo')}
        name="extra_info"
        rows={4}
        dir="auto"
        maxLength={5000}
        defaultValue={values.extra_info}
        errors={words('extra_info')}
      />
      <TextAreaField
        id="order-links"
        label={t('orders:page.extras.links')}
        hint={t('orders:page.extras.linksHint')}
        name="links"
        rows={3}
        dir="ltr"
        defaultValue={values.links}
        errors={words('links')}
      />
      {order.links.length > 0 && !failure && (
        <ul className="flex flex-col gap-1" data-testid="order-links-list">
          {order.links.map((link) => (
            <li key={link} dir="ltr" className="text-start break-all">
              <a
                href={link}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="text-teal-800 underline dark:text-teal-300"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      )}
    </OrderForm>
  );
}
