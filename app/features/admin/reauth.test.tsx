import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../../common/admin/schemas';
import { ApiError } from '~/lib/api-client';
import { fakeApi, json } from '~/test/network';
import { renderWithI18n } from '~/test/render';
import { adminJson } from './admin-api';
import { followAdminRedirect, ReauthCancelled, ReauthHost, withReauth } from './reauth';

const opts = { locale: 'en', lang: undefined } as const;
const refusal = () => new ApiError(403, { message: 'Confirm your password', reauthenticate: true });

/** An admin call that the server refuses until the password was confirmed. */
function guardedCall() {
  let confirmed = false;
  let calls = 0;
  fakeApi({
    '/admin/reauthenticate': (init) => {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      if (password !== 'right password')
        return json(422, { message: 'Invalid', errors: { password: ['This password is not correct.'] } });
      confirmed = true;
      return json(200, { message: 'ok' });
    },
  });
  const call = async () => {
    calls += 1;
    if (!confirmed) throw refusal();
    return 'done';
  };
  return { call, calls: () => calls };
}

beforeEach(() => sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token'));
afterEach(() => document.querySelectorAll('dialog[open]').forEach((d) => (d as HTMLDialogElement).close()));

describe('withReauth and the password dialog', () => {
  it('lets the refusal stand when no dialog is on the page', async () => {
    const { call } = guardedCall();
    await expect(withReauth(call, opts)).rejects.toMatchObject({ status: 403 });
  });

  it('passes other errors through without asking', async () => {
    renderWithI18n(<ReauthHost />);
    const failing = async () => {
      throw new ApiError(422, { message: 'Invalid' });
    };
    await expect(withReauth(failing, opts)).rejects.toMatchObject({ status: 422 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the password in a labelled modal dialog, then makes the call again', async () => {
    const { user } = renderWithI18n(<ReauthHost />);
    const { call, calls } = guardedCall();
    const result = withReauth(call, opts);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(/ask for your password again every 5 minutes/);
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveFocus();
    await user.type(password, 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toBe('done');
    expect(calls()).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong password on the field and keeps asking', async () => {
    const { user } = renderWithI18n(<ReauthHost />);
    const { call } = guardedCall();
    void withReauth(call, opts).catch(() => {});
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText('Your password');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This password is not correct.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('This password is not correct.');
  });

  it('drops the action when the admin cancels, by the button or with Escape', async () => {
    const { user } = renderWithI18n(<ReauthHost />);
    const first = guardedCall();
    const cancelled = withReauth(first.call, opts).catch((e: unknown) => e);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await cancelled).toBeInstanceOf(ReauthCancelled);
    expect(first.calls()).toBe(1);

    const escaped = withReauth(guardedCall().call, opts).catch((e: unknown) => e);
    const dialog = await screen.findByRole('dialog');
    // What the browser does on Escape in a modal dialog: a `cancel` event.
    fireEvent(dialog, new Event('cancel'));
    expect(await escaped).toBeInstanceOf(ReauthCancelled);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks once for two calls made together, and retries both', async () => {
    const { user } = renderWithI18n(<ReauthHost />);
    const { call, calls } = guardedCall();
    const both = Promise.all([withReauth(call, opts), withReauth(call, opts)]);
    await screen.findByRole('dialog');
    await act(async () => {});
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.type(screen.getByLabelText('Your password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(both).resolves.toEqual(['done', 'done']);
    expect(calls()).toBe(4);
  });
});

describe('adminJson and followAdminRedirect', () => {
  it('turns an ended session (401) into a redirect to the login of the page language', async () => {
    fakeApi({ '/admin/orders': { status: 401, body: { message: 'Signed out' } } });
    const thrown = await adminJson('/orders', { locale: 'ar', lang: 'ar' }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/ar/admin/login');
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('sends the token and the language, and throws the API refusal with its body', async () => {
    const api = fakeApi({
      '/admin/orders': { status: 422, body: { message: 'No', errors: { q: ['bad'] } } },
    });
    const thrown = await adminJson('/orders', { locale: 'fr', lang: 'fr' }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ status: 422, body: { errors: { q: ['bad'] } } });
    const [url, init] = api.calls('/admin/orders')[0]!;
    expect(String(url)).toBe('/api/admin/orders?lang=fr');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('follows only a redirect', () => {
    expect(followAdminRedirect(new Error('x'))).toBe(false);
    expect(followAdminRedirect(new Response(null, { status: 500 }))).toBe(false);
  });
});
