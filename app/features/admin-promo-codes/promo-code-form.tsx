import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FieldErrors, inputClass, TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { RadioChoices } from '~/features/admin/admin-ui';
import type { PromoCodeDetail, PromoTargetOption } from '../../../common/admin/promo-codes';

const FIELDS = [
  'code',
  'discount_type',
  'discount_value',
  'minimum_order',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
  'applies_to',
] as const;

/**
 * The form's fields as the admin API takes them. A disabled field (a used code's text and
 * discount) is not sent, so the save leaves it as it is. Targets are "service" or "service/package".
 */
export function promoCodeJson(form: FormData): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const name of FIELDS) if (form.has(name)) json[name] = String(form.get(name));
  if (json.applies_to !== undefined)
    json.targets =
      json.applies_to === 'selected'
        ? form.getAll('target').map((value) => {
            const [service_id, package_id] = String(value).split('/');
            return { service_id, package_id: package_id ?? null };
          })
        : [];
  if (form.has('version')) json.version = Number(form.get('version'));
  return json;
}

/** What every input of the form shares: the admin's smaller label, no autofill, a locked look. */
const inputProps = {
  compact: true,
  autoComplete: 'off',
  className: `${inputClass} min-w-0 disabled:opacity-70`,
} as const;

const fieldsetClass =
  'flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700';
const legendClass = 'px-1 font-semibold';

/**
 * Every rule of a code (ADR-0300): a new one (no `code`) or an edit (with its version). Amounts
 * are typed in the currency's major unit and times in the shop's zone; the server turns them into
 * minor units and instants, and checks everything again.
 */
export function PromoCodeForm(props: {
  code: PromoCodeDetail | null;
  targets: PromoTargetOption[];
  currency: string;
  timeZone: string;
  errors?: Record<string, string[]>;
  busy: boolean;
}) {
  const { t } = useTranslation('admin-promo-codes');
  const { code, errors = {} } = props;
  const [appliesTo, setAppliesTo] = useState<'all' | 'selected'>(
    code && !code.applies_to_all ? 'selected' : 'all',
  );
  const locked = new Set(code?.locked ?? []);
  const chosen = new Set(
    (code?.targets ?? []).map((x) => (x.package_id ? `${x.service_id}/${x.package_id}` : x.service_id)),
  );
  const scopeId = useId();
  const targetErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('targets'))
    .flatMap(([, messages]) => messages);
  const checkbox = 'size-4 shrink-0 accent-teal-700';

  return (
    <Form method="post" className="flex flex-col gap-5" data-testid="promo-code-form" noValidate>
      {code && <input type="hidden" name="version" value={code.version} />}
      <fieldset disabled={props.busy} className="flex min-w-0 flex-col gap-5">
        {code && code.locked.length > 0 && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            {t('form.lockedHint')}
          </p>
        )}
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('form.discount')}</legend>
          <TextField
            {...inputProps}
            name="code"
            label={t('form.code')}
            defaultValue={code?.code}
            hint={t('form.codeHint')}
            errors={errors.code}
            disabled={locked.has('code')}
            required
            dir="ltr"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              {...inputProps}
              name="discount_type"
              label={t('form.discountType')}
              defaultValue={code?.discount_type ?? 'percent'}
              disabled={locked.has('discount_type')}
              errors={errors.discount_type}
              options={[
                { value: 'percent', label: t('form.percent') },
                { value: 'amount', label: t('form.amount') },
              ]}
            />
            <TextField
              {...inputProps}
              name="discount_value"
              label={t('form.discountValue')}
              defaultValue={code?.form.discount_value}
              hint={t('form.discountValueHint', { currency: props.currency })}
              errors={errors.discount_value}
              disabled={locked.has('discount_value')}
              inputMode="decimal"
              required
              dir="ltr"
            />
          </div>
          <TextField
            {...inputProps}
            name="minimum_order"
            label={t('form.minimumOrder', { currency: props.currency })}
            defaultValue={code?.form.minimum_order}
            hint={t('form.minimumHint')}
            errors={errors.minimum_order}
            inputMode="decimal"
            dir="ltr"
          />
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('form.window')}</legend>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('form.zoneHint', { zone: props.timeZone })}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['starts_at', 'ends_at'] as const).map((name) => (
              <TextField
                key={name}
                {...inputProps}
                name={name}
                type="datetime-local"
                label={t(name === 'starts_at' ? 'form.startsAt' : 'form.endsAt')}
                defaultValue={code?.form[name]}
                errors={errors[name]}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('form.limits')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ['usage_limit', 'form.usageLimit'],
                ['per_customer_limit', 'form.perCustomerLimit'],
              ] as const
            ).map(([name, label]) => (
              <TextField
                key={name}
                {...inputProps}
                name={name}
                type="number"
                min={1}
                label={t(label)}
                defaultValue={code?.[name] != null ? String(code[name]) : ''}
                hint={t('form.limitHint')}
                errors={errors[name]}
                inputMode="numeric"
              />
            ))}
          </div>
        </fieldset>

        <fieldset
          className={fieldsetClass}
          aria-describedby={targetErrors.length ? `${scopeId}-targets` : undefined}
        >
          <legend className={legendClass}>{t('form.scope')}</legend>
          <RadioChoices
            name="applies_to"
            values={['all', 'selected']}
            value={appliesTo}
            onChange={setAppliesTo}
            labelOf={(value) => t(value === 'all' ? 'form.appliesAll' : 'form.appliesSelected')}
            inputClass={checkbox}
          />
          {appliesTo === 'selected' && (
            <fieldset className="flex min-w-0 flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-700">
              <legend className="sr-only">{t('form.targets')}</legend>
              <ul className="grid gap-3 sm:grid-cols-2">
                {props.targets.map((service) => (
                  <li key={service.service_id} className="flex min-w-0 flex-col gap-1">
                    <label className="flex items-start gap-2 font-medium">
                      <input
                        type="checkbox"
                        name="target"
                        value={service.service_id}
                        defaultChecked={chosen.has(service.service_id)}
                        className={`${checkbox} mt-1`}
                      />
                      <span className="min-w-0 break-words">
                        {t('form.wholeService', { name: service.label })}
                      </span>
                    </label>
                    {service.packages.length > 0 && (
                      <ul className="flex flex-col gap-1 ps-6">
                        {service.packages.map((pkg) => {
                          const value = `${service.service_id}/${pkg.package_id}`;
                          return (
                            <li key={value}>
                              <label className="flex items-start gap-2 text-sm">
                                <input
                                  type="checkbox"
                                  name="target"
                                  value={value}
                                  defaultChecked={chosen.has(value)}
                                  className={`${checkbox} mt-0.5`}
                                />
                                <span className="min-w-0 break-words">{pkg.label}</span>
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <FieldErrors id={`${scopeId}-targets`} errors={targetErrors} />
        </fieldset>

        <div>
          <Button type="submit" name="intent" value="save">
            {code ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
