import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../../common/admin/schemas';
import { ApiError } from '~/lib/api-client';
import { fakeApi, json } from '~/test/network';
import { renderInPage } from '~/test/render';
import { adminJson } from './admin-api';
import { ReauthHost } from './reauth';
import { useAdminMutation } from './use-admin-mutation';

/** A screen with one button that runs `call`, showing what the helper keeps. */
function Screen({ call, success }: { call: () => Promise<unknown>; success?: string }) {
  const mutation = useAdminMutation({ locale: 'en', lang: undefined, fallback: 'Try again.' });
  return (
    <>
      <ReauthHost />
      <button
        type="button"
        disabled={mutation.busy}
        onClick={() => void mutation.run(call, { success: () => success ?? null })}
      >
        Go
      </button>
      <p data-testid="failure">{mutation.failure?.message ?? ''}</p>
      <p data-testid="errors">{JSON.stringify(mutation.errors)}</p>
    </>
  );
}

beforeEach(() => sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token'));
afterEach(() => document.querySelectorAll('dialog[open]').forEach((d) => (d as HTMLDialogElement).close()));

describe('useAdminMutation', () => {
  it('is busy while the call runs, then toasts its success', async () => {
    let finish: (value: unknown) => void = () => {};
    const call = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderInPage(<Screen call={call} success="Saved." />);
    const go = screen.getByRole('button', { name: 'Go' });
    await user.click(go);
    expect(go).toBeDisabled();
    finish({ ok: true });
    await waitFor(() => expect(go).toBeEnabled());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("keeps a refusal's message and field errors, and clears them on the next call", async () => {
    let refuse = true;
    const call = async () => {
      if (refuse) throw new ApiError(422, { message: 'Invalid data', errors: { code: ['Taken.'] } });
      return {};
    };
    const { user } = renderInPage(<Screen call={call} />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Invalid data')).toBeInTheDocument();
    expect(screen.getByTestId('errors')).toHaveTextContent('{"code":["Taken."]}');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByTestId('errors')).toHaveTextContent('{}'));
    expect(screen.getByTestId('failure')).toBeEmptyDOMElement();
  });

  it('says the fallback when the server was not reached', async () => {
    const { user } = renderInPage(<Screen call={() => Promise.reject(new TypeError('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Try again.')).toBeInTheDocument();
  });

  it('asks for the password when the server wants it, then makes the call again', async () => {
    let confirmed = false;
    const api = fakeApi({
      '/admin/reauthenticate': () => ((confirmed = true), json(200, { message: 'ok' })),
      '/admin/media/m1': () =>
        confirmed
          ? json(200, { message: 'Deleted' })
          : json(403, { message: 'Confirm your password', reauthenticate: true }),
    });
    const call = () => adminJson('/media/m1', { method: 'DELETE', locale: 'en', lang: undefined });
    const { user } = renderInPage(<Screen call={call} success="Deleted." />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(screen.getByLabelText('Your password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    expect(api.calls('/admin/media/m1')).toHaveLength(2);
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByTestId('failure')).toBeEmptyDOMElement();
  });

  it('drops the action quietly when the admin cancels the password prompt', async () => {
    fakeApi({ '/admin/media/m1': { status: 403, body: { message: 'Confirm', reauthenticate: true } } });
    const call = () => adminJson('/media/m1', { method: 'DELETE', locale: 'en', lang: undefined });
    const { user } = renderInPage(<Screen call={call} />);
    const go = screen.getByRole('button', { name: 'Go' });
    await user.click(go);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(go).toBeEnabled());
    expect(screen.getByTestId('failure')).toBeEmptyDOMElement();
  });
});
