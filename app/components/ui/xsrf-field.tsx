import { useRootData } from '~/root-data';

/** The anti-forgery token every form that changes something carries (see app/lib/form.server.ts). */
export function XsrfField() {
  const token = useRootData()?.xsrfToken ?? '';
  return <input type="hidden" name="_xsrf" value={token} />;
}
