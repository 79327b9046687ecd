import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { XsrfField } from '~/components/ui/xsrf-field';
import { FormMessage, SubmitButton, type FormFailure } from '~/features/auth/form-parts';
import { useErrorWords } from '~/components/ui/field';
import { EmailField, FullNameField, PhoneField, ServiceField } from '~/features/contact/person-fields';

/** Asking for a demo from the account: the contact page's demo fields, without the human check. */
export function DemoRequestForm(props: {
  services: { slug: string; name: string }[];
  defaults: { fullName: string; phone: string; email: string };
  failure?: FormFailure | null;
}) {
  const { t } = useTranslation(['demos', 'contact']);
  const words = useErrorWords(props.failure?.errors);
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
        <FullNameField defaultValue={props.defaults.fullName} errors={words('fullName')} />
        <PhoneField required defaultValue={props.defaults.phone} errors={words('phone')} />
        <EmailField defaultValue={props.defaults.email} errors={words('email')} />
        <ServiceField
          services={props.services}
          placeholder={t('demos:form.choose')}
          errors={words('service')}
        />
        <div className="sm:col-span-2">
          <SubmitButton intent="demo-request">{t('demos:form.submit')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
