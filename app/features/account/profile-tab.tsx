import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { XsrfField } from '~/components/ui/xsrf-field';
import { Field, FormMessage, SubmitButton, type FormFailure } from '~/features/auth/form-parts';
import { GenderField, SelectField } from '~/features/auth/select-field';
import { BranchesField } from './branches-field';
import type { AccountProfile } from '../../../common/accounts/types';

const textareaClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';

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
        <Field
          label={t('signup.firstName')}
          name="firstName"
          defaultValue={profile.firstName}
          autoComplete="given-name"
          required
          errors={errors.firstName}
        />
        <Field
          label={t('signup.lastName')}
          name="lastName"
          defaultValue={profile.lastName}
          autoComplete="family-name"
          required
          errors={errors.lastName}
        />
        <Field
          label={t('signup.phone')}
          name="phone"
          type="tel"
          defaultValue={profile.phone}
          autoComplete="tel"
          required
          errors={errors.phone}
        />
        <SelectField
          label={t('signup.country')}
          name="country"
          placeholder={t('signup.chooseCountry')}
          defaultValue={profile.country}
          options={props.countries.map((c) => ({ value: c.code, label: c.name }))}
          errors={errors.country}
        />
        <div className="sm:col-span-2">
          <GenderField defaultValue={profile.gender} errors={errors.gender} />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('account.profile.companyInfo')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t('signup.company')}
            name="company"
            defaultValue={profile.company}
            errors={errors.company}
          />
          <Field
            label={t('signup.region')}
            name="region"
            defaultValue={profile.region}
            errors={errors.region}
          />
          <Field label={t('signup.job')} name="job" defaultValue={profile.job} errors={errors.job} />
        </div>
        <BranchesField initial={profile.companyBranches} errors={errors} />
        <Field
          label={t('account.profile.location')}
          name="companyLocation"
          defaultValue={profile.companyLocation}
          errors={errors.companyLocation}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="additionalInfo" className="font-medium">
            {t('account.profile.additionalInfo')}
          </label>
          <textarea
            id="additionalInfo"
            name="additionalInfo"
            rows={4}
            defaultValue={profile.additionalInfo}
            className={textareaClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="billingAddress" className="font-medium">
            {t('account.profile.billingAddress')}
          </label>
          <textarea
            id="billingAddress"
            name="billingAddress"
            rows={3}
            maxLength={500}
            aria-describedby="billingAddress-hint"
            defaultValue={profile.billingAddress}
            className={textareaClass}
          />
          <p id="billingAddress-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {t('account.profile.billingAddressHint')}
          </p>
        </div>
      </fieldset>
      <div>
        <SubmitButton name="intent" value="profile">
          {t('account.profile.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
