import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigation, useParams } from 'react-router';
import { adminFetch, adminPath, adminToken, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage } from '~/features/admin/admin-ui';
import { useHydrated } from '~/lib/use-hydrated';
import { CredentialsForm } from '~/features/auth/credentials-form';
import { AdminLoginSchema } from '../../../common/admin/schemas';
import type { AdminLoginAnswer } from '../../../common/admin/types';
import type { Route } from './+types/login';

interface LoginFailure {
  message: string;
  errors?: Record<string, string[]>;
  captcha?: boolean;
}

/** POST /api/admin/login; on success the token goes to this tab's session storage (spec §4). */
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<LoginFailure | Response> {
  const form = await request.formData();
  const locale = pageLocale(params.lang, document.documentElement.lang);
  const input = Object.fromEntries(form);
  const parsed = AdminLoginSchema.safeParse(input);
  if (!parsed.success)
    return { message: '', errors: fieldKeys(parsed.error.issues), captcha: !!input.altcha };
  const res = await adminFetch('/login', { json: parsed.data, locale, token: null }).catch(() => null);
  if (res?.ok) {
    const body = (await res.json()) as AdminLoginAnswer;
    adminToken.set(body.token);
    return redirect(adminPath(params.lang, '/admin'));
  }
  const body = ((await res?.json().catch(() => null)) ?? {}) as Partial<LoginFailure>;
  return {
    message: body.message ?? '',
    errors: body.errors,
    captcha: !!body.captcha || !!body.errors?.altcha,
  };
}

function fieldKeys(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= [`admin:errors.${issue.message}`];
  return errors;
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { lang } = useParams();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const failure = actionData as LoginFailure | undefined;
  const busy = navigation.state !== 'idle';
  return (
    <main
      id="admin-main"
      tabIndex={-1}
      className="flex flex-1 items-start justify-center px-4 py-12 outline-none"
    >
      <AdminTitle title={t('login.title')} />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{t('login.heading')}</h1>
        <p className="mt-2 mb-6 text-slate-700 dark:text-slate-300">{t('login.intro')}</p>
        <CredentialsForm
          labels={{
            email: t('login.email'),
            password: t('login.password'),
            captchaNeeded: t('login.captchaNeeded'),
            submit: busy ? t('login.submitting') : t('login.submit'),
          }}
          message={failure?.message ? <ErrorMessage>{failure.message}</ErrorMessage> : null}
          errors={failure?.errors}
          captcha={failure?.captcha}
          busy={busy}
          disabled={!hydrated}
          testId="admin-login-form"
        />
        <p className="mt-6 text-sm">
          <Link to={adminPath(lang, '/')} className="text-teal-800 underline dark:text-teal-300">
            {t('login.backToShop')}
          </Link>
        </p>
      </div>
    </main>
  );
}
