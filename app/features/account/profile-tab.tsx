import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { TextAreaField } from '~/components/ui/textarea';
import { XsrfField } from '~/components/ui/xsrf-field';
import { Field, FormMessage, SubmitButton, type FormFailure } from '~/features/auth/form-parts';
import { PersonalFields } from '~/features/auth/personal-fields';
import { BranchesField } from './branches-field';
import type { AccountProfile } from '../../../common/accounts/types';

/** Personal and company information (branches, location, additional information). */
export function ProfileForm(props: {
  profile: AccountProfile;
  countries: { code: string; name: string }[];
  failure?: FormFailure | null;
}) {
  const { t } = useTranslation('account');
  const { profile } = props;
  const errors = props.failure?.errors ?? {};
  return (
    <Form method="post" className="flex flex-col gap-6" noValidate preventScrollReset>
      <XsrfField />
      <FormMessage failure={props.failure} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('account.profile.personal')}</legend>
        <PersonalFields defaults={profile} errors={errors} countries={props.countries} />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('account.profile.companyInfo')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['company', 'region', 'job'] as const).map((name) => (
            <Field
              key={name}
              label={t(`signup.${name}`)}
              name={name}
              defaultValue={profile[name]}
              errors={errors[name]}
            />
          ))}
        </div>
        <BranchesField initial={profile.companyBranches} errors={errors} />
        <Field
          label={t('account.profile.location')}
          name="companyLocation"
          defaultValue={profile.companyLocation}
          errors={errors.companyLocation}
        />
        <TextAreaField
          id="additionalInfo"
          label={t('account.profile.additionalInfo')}
          name="additionalInfo"
          defaultValue={profile.additionalInfo}
        />
        <TextAreaField
          id="billingAddress"
          label={t('account.profile.billingAddress')}
          hint={t('account.profile.billingAddressHint')}
          name="billingAddress"
          rows={3}
          maxLength={500}
          defaultValue={profile.billingAddress}
        />
      </fieldset>
      <div>
        <SubmitButton intent="profile">{t('account.profile.save')}</SubmitButton>
      </div>
    </Form>
  );
}
