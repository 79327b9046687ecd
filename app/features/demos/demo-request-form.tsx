import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { XsrfField } from '~/components/ui/xsrf-field';
import { FormMessage, SubmitButton, type FormFailure } from '~/features/auth/form-parts';
import { Field, inputClass } from '~/features/contact/field';

/** Asking for a demo from the account: the contact page's demo fields, without the human check. */
export function DemoRequestForm(props: {
  services: { slug: string; name: string }[];
  defaults: { fullName: string; phone: string; email: string };
  failure?: FormFailure | null;
}) {
  const { t } = useTranslation(['demos', 'contact']);
  const errors = props.failure?.errors ?? {};
  return (
    <section
      aria-labelledby="demo-request-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h3 id="demo-request-title" className="text-lg font-semibold">
        {t('demos:form.heading')}
      </h3>
      <p className="text-slate-700 dark:text-slate-300">{t('demos:form.lead')}</p>
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate preventScrollReset>
        <XsrfField />
        <div className="sm:col-span-2">
          <FormMessage failure={props.failure} />
        </div>
        <Field label={t('contact:fields.fullName')} errors={errors.fullName}>
          {(p) => (
            <input
              {...p}
              name="fullName"
              autoComplete="name"
              required
              defaultValue={props.defaults.fullName}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('contact:fields.phone')} errors={errors.phone}>
          {(p) => (
            <input
              {...p}
              name="phone"
              type="tel"
              autoComplete="tel"
              dir="ltr"
              required
              defaultValue={props.defaults.phone}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('contact:fields.email')} errors={errors.email}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              dir="ltr"
              required
              defaultValue={props.defaults.email}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('contact:fields.service')} errors={errors.service}>
          {(p) => (
            <select {...p} name="service" required defaultValue="" className={inputClass}>
              <option value="" disabled>
                {t('demos:form.choose')}
              </option>
              {props.services.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <SubmitButton name="intent" value="demo-request">
            {t('demos:form.submit')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
