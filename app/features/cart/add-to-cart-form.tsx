import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { useToast, type ToastType } from '~/components/ui/toaster';
import { XsrfField } from '~/components/ui/xsrf-field';
import { useHeaderUser } from '~/features/account/header-user';
import { useLocalizePath } from '~/i18n/use-locale';
import { useHydrated } from '~/lib/use-hydrated';

export interface AddToCartTarget {
  type: 'service' | 'package';
  serviceSlug: string;
  packageSlug?: string | null;
  name: string;
  available: boolean;
}

/** What the cart action answers a submission made by this form with JavaScript on. */
export interface AddToCartAnswer {
  toast: { type: ToastType; message: string };
}

/**
 * "Add to cart" (spec §2, §5): a form posted to the cart page's action. Without JavaScript it is a
 * plain POST answered by a redirect back here with a toast (or to the login page for a visitor);
 * with JavaScript it is sent in the background and the toast and header count update in place.
 * A visitor is told 'Please Log in first !' with a link to log in that brings them back here.
 */
export function AddToCartForm({ target, compact = false }: { target: AddToCartTarget; compact?: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AddToCartAnswer>();
  const toast = useToast();
  const user = useHeaderUser();
  const { pathname, search } = useLocation();
  const localize = useLocalizePath();
  const hintId = useId();
  const enhanced = useHydrated();
  const [loginNeeded, setLoginNeeded] = useState(false);
  useEffect(() => {
    if (fetcher.data?.toast) toast(fetcher.data.toast.type, fetcher.data.toast.message);
  }, [fetcher.data, toast]);

  const back = pathname + search;
  const label = t(target.type === 'service' ? 'catalog:cart.addService' : 'catalog:cart.addPackage');
  const size = compact ? 'px-4 py-2' : 'px-5 py-2.5';
  if (!target.available) {
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          disabled
          aria-describedby={hintId}
          className={`cursor-not-allowed rounded-full bg-slate-300 font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200 ${size}`}
        >
          {label}
        </button>
        <p id={hintId} data-testid="not-for-sale" className="text-sm text-slate-700 dark:text-slate-300">
          {t('catalog:cart.unavailable')}
        </p>
      </div>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={localize('/cart')}
      preventScrollReset
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        if (user) return;
        // A visitor: no round trip, the message and the way to log in at once.
        event.preventDefault();
        toast('error', t('catalog:cart.loginFirst'));
        setLoginNeeded(true);
      }}
    >
      <XsrfField />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="type" value={target.type} />
      <input type="hidden" name="service_id" value={target.serviceSlug} />
      {target.packageSlug && <input type="hidden" name="package_id" value={target.packageSlug} />}
      <input type="hidden" name="redirectTo" value={back} />
      {enhanced && <input type="hidden" name="enhanced" value="1" />}
      <button
        type="submit"
        data-testid="add-to-cart"
        aria-label={`${label}: ${target.name}`}
        disabled={fetcher.state !== 'idle'}
        className={`self-start rounded-full bg-teal-700 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-70 ${size}`}
      >
        {label}
      </button>
      {loginNeeded && (
        <p data-testid="login-first" className="text-sm text-slate-800 dark:text-slate-200">
          {t('catalog:cart.loginFirst')}{' '}
          <LocalizedLink
            to={`/login?redirectTo=${encodeURIComponent(back)}`}
            className="font-semibold text-teal-800 underline dark:text-teal-300"
          >
            {t('catalog:cart.logIn')}
          </LocalizedLink>
        </p>
      )}
    </fetcher.Form>
  );
}
