import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_REFRESH_EVERY_MS } from '../../../common/admin/session';
import type { Locale } from '../../../common/i18n/languages';
import { adminFetch, adminPath, adminToken } from './admin-api';

/**
 * Spec §7 and §9: every 18 000 000 ms, POST /api/admin/refresh_token with an empty body and the
 * Bearer header. Only the status is read: 200 keeps the session; anything else, or no answer at
 * all, drops the token silently and shows the admin login.
 */
export function useSessionRefresh(lang: string | undefined, locale: Locale) {
  const navigate = useNavigate();
  useEffect(() => {
    const id = setInterval(async () => {
      const res = await adminFetch('/refresh_token', { method: 'POST', locale }).catch(() => null);
      if (res?.status === 200) return;
      adminToken.clear();
      void navigate(adminPath(lang, '/admin/login'), { replace: true });
    }, ADMIN_REFRESH_EVERY_MS);
    return () => clearInterval(id);
  }, [lang, locale, navigate]);
}
