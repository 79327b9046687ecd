import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyBranch } from '../../../common/accounts/types';
import { Button } from '~/components/ui/button';
import { Field } from '~/features/auth/form-parts';

/** Company branches that can be added and removed; posted as parallel branchName/branchAddress fields. */
export function BranchesField({
  initial,
  errors,
}: {
  initial: CompanyBranch[];
  errors?: Record<string, string[]>;
}) {
  const { t } = useTranslation('account');
  const [branches, setBranches] = useState(() => initial.map((b, i) => ({ ...b, key: i })));
  const [nextKey, setNextKey] = useState(initial.length);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">{t('account.profile.branches')}</legend>
      {branches.length === 0 && (
        <p className="text-slate-600 dark:text-slate-400">{t('account.profile.noBranch')}</p>
      )}
      {branches.map((branch, i) => (
        <div
          key={branch.key}
          data-testid="branch"
          className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] dark:border-slate-700"
        >
          <Field
            label={t('account.profile.branchName')}
            name="branchName"
            defaultValue={branch.name}
            required
            errors={errors?.[`companyBranches.${i}.name`]}
          />
          <Field
            label={t('account.profile.branchAddress')}
            name="branchAddress"
            defaultValue={branch.address}
            errors={errors?.[`companyBranches.${i}.address`]}
          />
          <Button
            variant="dangerOutline"
            onClick={() => setBranches((all) => all.filter((b) => b.key !== branch.key))}
          >
            {t('account.profile.removeBranch', { n: i + 1 })}
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        className="self-start"
        onClick={() => {
          setBranches((all) => [...all, { name: '', address: '', key: nextKey }]);
          setNextKey((k) => k + 1);
        }}
      >
        {t('account.profile.addBranch')}
      </Button>
    </fieldset>
  );
}

export function branchesFromForm(form: FormData): CompanyBranch[] {
  const names = form.getAll('branchName');
  const addresses = form.getAll('branchAddress');
  return names.map((name, i) => ({ name: String(name), address: String(addresses[i] ?? '') }));
}
