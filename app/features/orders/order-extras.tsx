import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { XsrfField } from '~/components/ui/xsrf-field';
import { buttonClass, fieldClass } from './section';
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
  const field = (name: 'extra_info' | 'links') => ({
    id: `order-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [name === 'links' ? 'order-links-hint' : '', errors[name] ? `order-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-4" data-testid="order-extras-form">
      <XsrfField />
      <input type="hidden" name="intent" value="update" />
      {failure && (
        <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
          {t('orders:page.extras.failed')}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="order-extra_info" className="font-semibold">
          {t('orders:page.extras.extraInfo')}
        </label>
        <textarea
          {...field('extra_info')}
          rows={4}
          dir="auto"
          maxLength={5000}
          defaultValue={values.extra_info}
          className={fieldClass}
        />
        {errors.extra_info && (
          <p id="order-extra_info-error" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {errors.extra_info}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="order-links" className="font-semibold">
          {t('orders:page.extras.links')}
        </label>
        <p id="order-links-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {t('orders:page.extras.linksHint')}
        </p>
        <textarea {...field('links')} rows={3} dir="ltr" defaultValue={values.links} className={fieldClass} />
        {errors.links && (
          <p id="order-links-error" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {errors.links}
          </p>
        )}
      </div>
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
      <div>
        <button type="submit" className={buttonClass} data-testid="order-extras-save">
          {t('orders:page.extras.save')}
        </button>
      </div>
    </Form>
  );
}
