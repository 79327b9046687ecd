import { DomainError } from '../../platform/domain-error';

/** What a customer's account operation refuses: a key of the `account` dictionary. */
export type AccountRefusal =
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.tooCommon'
  | 'password.wrong'
  | 'code.cooldown'
  | 'code.expired'
  | 'code.tooManyAttempts'
  | 'code.wrong'
  | 'email.taken'
  | 'email.same'
  | 'reset.invalid'
  | 'notFound';

/** An account refusal as the pages read it: the key, the form field it belongs to, its values. */
export interface AccountRefusalDetails {
  key: AccountRefusal;
  field?: string;
  params: Record<string, number>;
}

const ACCOUNT_REFUSALS: readonly AccountRefusal[] = [
  'password.tooShort',
  'password.tooLong',
  'password.tooCommon',
  'password.wrong',
  'code.cooldown',
  'code.expired',
  'code.tooManyAttempts',
  'code.wrong',
  'email.taken',
  'email.same',
  'reset.invalid',
  'notFound',
];

/** The codes of the customer accounts' refusals (ADR-0023): `accounts.<key>`. */
export const AccountErrors = Object.fromEntries(
  ACCOUNT_REFUSALS.map((key) => [key, `accounts.${key}`]),
) as Record<AccountRefusal, string>;

export const ACCOUNT_ERROR_CODES = Object.values(AccountErrors);

/** A customer's account operation refused: `field` names the form field, `params` the key's values. */
export function accountRefused(key: AccountRefusal, field?: string, params: Record<string, number> = {}) {
  const messageKey = `account:${key}`;
  return new DomainError<AccountRefusalDetails>(AccountErrors[key], {
    status: key === 'notFound' ? 404 : 422,
    messageKey,
    params,
    fields: field ? { [field]: [{ key: messageKey, params }] } : {},
    details: { key, field, params },
  });
}

export type CustomerAdminRefusal = 'notFound' | 'self' | 'alreadyDisabled' | 'notDisabled' | 'sameRole';

/** The codes of the admin's refusals on an account (ADR-0023). */
export const CustomerAdminErrors = {
  notFound: 'accounts.admin.not_found',
  self: 'accounts.admin.self',
  alreadyDisabled: 'accounts.admin.already_disabled',
  notDisabled: 'accounts.admin.not_disabled',
  sameRole: 'accounts.admin.same_role',
} as const satisfies Record<CustomerAdminRefusal, string>;

/** An admin's move on an account refused: unknown account (404), or not now (409). */
export function customerAdminRefused(refusal: CustomerAdminRefusal) {
  return new DomainError(CustomerAdminErrors[refusal], {
    status: refusal === 'notFound' ? 404 : 409,
    messageKey: `admin-customers:errors.${refusal}`,
  });
}
