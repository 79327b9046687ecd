import { parse } from 'cookie';
import { data, type LoaderFunctionArgs } from 'react-router';
import { yearIn } from '../common/format/dates';
import { THEME_COOKIE } from '../common/http/cookies';
import { isLocale } from '../common/i18n/languages';
import { resolveRequestLocale } from '../common/i18n/request-locale';
import type { SiteSettings } from '../common/settings/types';
import { headerUserOf } from './features/account/header-user.server';
import { takeToast } from './toast.server';

/** What every page knows: language, theme, site settings, toast, the signed-in user… */
export async function rootLoader({ request, params, context }: LoaderFunctionArgs) {
  const { services } = context;
  const locale = resolveRequestLocale(request, params.lang);
  const cookies = parse(request.headers.get('Cookie') ?? '');
  const { toast, headers } = await takeToast(request, services.config.sessionSecret);
  const settings: SiteSettings | null = await services.settings.getSiteSettings(locale);
  const user = await headerUserOf(request, services);
  return data(
    {
      locale,
      hasLanguageCookie: isLocale(cookies.i18next),
      isDark: cookies[THEME_COOKIE] === 'dark',
      settings,
      toast,
      origin: services.config.PUBLIC_URL,
      xsrfToken: context.xsrfToken,
      // The footer's year, in the configured zone and on the application clock.
      year: yearIn(services.clock.now(), services.config.TIME_ZONE),
      isDev: services.config.NODE_ENV === 'development',
      user,
    },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>['data'];
