import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '~/components/ui/toaster';

/**
 * When the browser refuses to follow a form's redirect (its content security policy), the page
 * would otherwise stay as it is without a word: say so, and where the order can be paid.
 */
export function useBlockedNavigationNotice() {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'form-action') toast('error', t('checkout:errors.paymentPageBlocked'));
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [t, toast]);
}
