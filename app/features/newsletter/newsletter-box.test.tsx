import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { fakeApi, json, testCaptcha } from '~/test/network';
import { renderInPage, testI18n } from '~/test/render';
import { addressToast, NewsletterBox, subscribeToasts } from './newsletter-box';

const t = testI18n('en').t;

describe('the newsletter messages', () => {
  it('refuses no address as an error and a malformed one as a warning, before any request', () => {
    expect(addressToast('', t)).toEqual(['error', 'Please add a valid e-mail address']);
    expect(addressToast('not-an-address', t)).toEqual(['warning', 'Please add a valid e-mail address']);
    expect(addressToast('ok@example.com', t)).toBeNull();
  });

  it("shows success, or the server's own message when it did not subscribe", () => {
    expect(subscribeToasts({ answer: { success: true, message: 'ignored' } }, t)).toEqual([
      ['success', 'Submission confirmed !! Expect our latest news in your inbox'],
    ]);
    expect(subscribeToasts({ answer: { success: false, message: 'You unsubscribed.' } }, t)).toEqual([
      ['error', 'You unsubscribed.'],
    ]);
    expect(subscribeToasts({ answer: {} }, t)).toEqual([
      ['error', 'Unable to subscribe. Please try again later.'],
    ]);
  });

  it('shows each e-mail and human-check field error of a refusal, one toast each', () => {
    const refusal = new ApiError(422, {
      message: 'Invalid',
      errors: { email: ['Taken.'], altcha: ['Check failed.'], other: ['not shown'] },
    });
    expect(subscribeToasts({ error: refusal }, t)).toEqual([
      ['error', 'Taken.'],
      ['error', 'Check failed.'],
    ]);
  });

  it('says the subscription failed for a refusal without field errors or a network failure', () => {
    const failed = [['error', 'Unable to subscribe. Please try again later.']];
    expect(subscribeToasts({ error: new ApiError(500, { message: 'boom' }) }, t)).toEqual(failed);
    expect(subscribeToasts({ error: new TypeError('Failed to fetch') }, t)).toEqual(failed);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('NewsletterBox', () => {
  it('subscribes with the page language and the human check, then thanks and clears the field', async () => {
    const api = fakeApi({ '/contact_requests/subscribe': { body: { success: true, message: 'ok' } } });
    const { user } = renderInPage(<NewsletterBox />, { url: '/fr/' });
    const form = screen.getByTestId('newsletter-form');
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, '  new@example.com ');
    await user.click(within(form).getByRole('button', { name: 'S’abonner' }));
    await waitFor(() => expect(screen.getByTestId('toast-success')).toBeInTheDocument(), { timeout: 10_000 });
    const [sent] = api.sent('/contact_requests/subscribe') as {
      email: string;
      locale: string;
      altcha: string;
    }[];
    expect(sent).toMatchObject({ email: 'new@example.com', locale: 'fr' });
    // The invisible check was solved on the way: its payload is one the server accepts.
    expect(await testCaptcha.verify(sent!.altcha)).toBe(true);
    expect(email).toHaveValue('');
  });

  it('shows the refusal of each field and keeps what was typed', async () => {
    fakeApi({
      '/contact_requests/subscribe': {
        status: 422,
        body: { message: 'Invalid', errors: { email: ['Already subscribed.'] } },
      },
    });
    const { user } = renderInPage(<NewsletterBox />);
    const form = screen.getByTestId('newsletter-form');
    await user.type(within(form).getByRole('textbox'), 'old@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(form).getByRole('textbox')).toHaveValue('old@example.com');
  });

  it('solves a fresh human check for each sign-up: a second one after a refusal is not refused for a spent solution', async () => {
    const answers = [
      { status: 422, body: { message: 'Invalid', errors: { email: ['Already subscribed.'] } } },
      { status: 200, body: { success: true } },
    ];
    const api = fakeApi({
      '/contact_requests/subscribe': () => {
        const { status, body } = answers.shift()!;
        return json(status, body);
      },
    });
    const { user } = renderInPage(<NewsletterBox />);
    const form = screen.getByTestId('newsletter-form');
    await user.type(within(form).getByRole('textbox'), 'old@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox'));
    await user.type(within(form).getByRole('textbox'), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByTestId('toast-success')).toBeInTheDocument(), { timeout: 10_000 });
    const [first, second] = api.sent('/contact_requests/subscribe') as { altcha: string }[];
    expect(await testCaptcha.verify(first!.altcha)).toBe(true);
    expect(second!.altcha).not.toBe(first!.altcha);
    expect(await testCaptcha.verify(second!.altcha)).toBe(true);
  });

  it('sends nothing for a malformed address', async () => {
    const api = fakeApi({ '/contact_requests/subscribe': { body: { success: true } } });
    const { user } = renderInPage(<NewsletterBox />);
    const form = screen.getByTestId('newsletter-form');
    await user.type(within(form).getByRole('textbox'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByTestId('toast-warning')).toHaveTextContent('Please add a valid e-mail address');
    expect(api.calls('/contact_requests/subscribe')).toHaveLength(0);
  });
});
