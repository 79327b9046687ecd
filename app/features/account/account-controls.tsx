import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { useHeaderUser, useUserMirror } from './header-user';

// The bell, the profile menu and their panels matter only to a logged-in user: their code loads
// on demand, so a visitor's first load does not carry it.
const SignedInControls = lazy(() =>
  import('./signed-in-controls').then((m) => ({ default: m.SignedInControls })),
);
const SignedInMobileLinks = lazy(() =>
  import('./signed-in-controls').then((m) => ({ default: m.SignedInMobileLinks })),
);

/** Header, logged in: the bell and the profile menu; logged out: the 'Se connecter' link. */
export function AccountControls() {
  const { t } = useTranslation();
  const user = useHeaderUser();
  useUserMirror(user);
  if (!user) {
    return (
      // Hidden while a signed-in customer's stored page hydrates (LOGIN_LINK_ATTRIBUTE, ADR-0021).
      <LocalizedLink
        to="/login"
        data-login-link=""
        className="ms-1 rounded-full bg-teal-700 px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-teal-800 sm:ms-2 sm:px-4 sm:py-2 sm:text-base"
      >
        {t('header.login')}
      </LocalizedLink>
    );
  }
  return (
    // Same box as the controls, so nothing moves when they arrive.
    <Suspense fallback={<div className="flex h-10 w-30 items-center sm:ms-2 sm:w-32 sm:gap-1" />}>
      <SignedInControls user={user} />
    </Suspense>
  );
}

/** The same choices in the mobile menu. */
export function MobileAccountLinks() {
  const { t } = useTranslation();
  const user = useHeaderUser();
  if (!user) {
    return (
      <LocalizedLink
        to="/login"
        className="mt-auto rounded-full bg-teal-700 px-4 py-3 text-center font-semibold text-white hover:bg-teal-800"
      >
        {t('header.login')}
      </LocalizedLink>
    );
  }
  return (
    <Suspense fallback={<div className="mt-auto" />}>
      <SignedInMobileLinks user={user} />
    </Suspense>
  );
}
