import { data } from 'react-router';
import { hasSessionCookie, isMutation, XSRF_FIELD, xsrfMatches } from '../../server/http/xsrf';

/**
 * Reads a submitted form. A form posted with the session cookie must carry the XSRF token field
 * (rendered by <XsrfField/>); without it the action answers 403 and changes nothing.
 * Every route action reads its form through this.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const form = await request.formData();
  const cookie = request.headers.get('Cookie');
  if (isMutation(request.method) && hasSessionCookie(cookie) && !xsrfMatches(cookie, form.get(XSRF_FIELD))) {
    throw data({ message: 'Invalid security token' }, { status: 403, statusText: 'Forbidden' });
  }
  return form;
}
