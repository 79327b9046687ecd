import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '~/components/ui/toaster';
import { renderWithI18n } from '~/test/render';
import { useBlockedNavigationNotice } from './use-blocked-navigation-notice';

function ConfirmStep() {
  useBlockedNavigationNotice();
  return <p>confirm</p>;
}

/** The event a browser fires when its content security policy refuses something. */
function violation(effectiveDirective: string) {
  const event = new Event('securitypolicyviolation');
  Object.assign(event, { effectiveDirective });
  act(() => void document.dispatchEvent(event));
}

describe('a payment redirect the browser refuses', () => {
  it('says so in an error toast instead of leaving the page as it was', async () => {
    renderWithI18n(
      <ToastProvider>
        <ConfirmStep />
      </ToastProvider>,
      'fr',
    );
    violation('img-src');
    expect(screen.queryByTestId('toast-error')).toBeNull();
    violation('form-action');
    expect((await screen.findByTestId('toast-error')).textContent).toContain(
      "La page de paiement n'a pas pu s'ouvrir.",
    );
  });
});
