import { randomBytes } from 'node:crypto';
import { createCookie, redirect } from 'react-router';
import { z } from 'zod';

export const ToastSchema = z.object({
  type: z.enum(['success', 'error', 'warning']),
  /** A key of the common namespace, translated in the page's language… */
  key: z.string().max(200).optional(),
  /** …or a message already in the user's language (e.g. from the server). */
  message: z.string().max(500).optional(),
  /** Tells two toasts with the same text apart, so the second one shows too (set by redirectWithToast). */
  id: z.string().max(40).optional(),
});
export type ToastMessage = z.infer<typeof ToastSchema>;

function toastCookie(secret: string) {
  return createCookie('toast', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60, secrets: [secret] });
}

/** A redirect that carries a toast to the next page (it survives the redirect, once). */
export async function redirectWithToast(
  url: string,
  toast: ToastMessage,
  secret: string,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers);
  const withId = { ...toast, id: toast.id ?? randomBytes(6).toString('base64url') };
  headers.append('Set-Cookie', await toastCookie(secret).serialize(withId));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast. */
export async function takeToast(request: Request, secret: string) {
  const cookie = toastCookie(secret);
  const parsed = ToastSchema.safeParse(await cookie.parse(request.headers.get('Cookie')));
  if (!parsed.success) return { toast: null, headers: undefined };
  return { toast: parsed.data, headers: { 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) } };
}
