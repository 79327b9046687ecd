import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '../../../common/accounts/types';
import type { WithDateLabels } from '../../../common/format/dates';

export function InfoTab({
  profile,
  countryName,
}: {
  profile: WithDateLabels<AccountProfile, 'createdAt'>;
  countryName: string;
}) {
  const { t } = useTranslation('account');
  const rows: [string, string][] = [
    [t('account.info.name'), `${profile.firstName} ${profile.lastName}`],
    [t('account.info.email'), profile.email],
    [t('account.info.phone'), profile.phone],
    [t('account.info.country'), countryName],
    [t('account.info.gender'), profile.gender ? t(`signup.${profile.gender}`) : ''],
    [t('account.info.company'), profile.company],
    [t('account.info.memberSince'), profile.createdAtLabel],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
