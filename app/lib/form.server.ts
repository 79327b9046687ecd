import { data } from 'react-router';
import { NUL } from '../../server/http/nul-bytes';
import { hasSessionCookie, isMutation, XSRF_FIELD, xsrfMatches } from '../../server/http/xsrf';

/**
 * Reads a submitted form. A form posted with the session cookie must carry the XSRF token field
 * (rendered by <XsrfField/>); without it the action answers 403 and changes nothing.
 * Every route action reads its form through this. A NUL character in any field or name answers
 * 400 before any action sees it (the database refuses it in text; ADR-0016).
 */
export async function readFormData(request: Request): Promise<FormData> {
  // A body that cannot be read (malformed, or cut at its size limit: ADR-0016) is the client's fault.
  const form = await request.formData().catch(() => {
    throw data({ message: 'Bad request' }, { status: 400, statusText: 'Bad Request' });
  });
  const cookie = request.headers.get('Cookie');
  if (isMutation(request.method) && hasSessionCookie(cookie) && !xsrfMatches(cookie, form.get(XSRF_FIELD))) {
    throw data({ message: 'Invalid security token' }, { status: 403, statusText: 'Forbidden' });
  }
  for (const [name, value] of form)
    if (name.includes(NUL) || (typeof value === 'string' ? value : value.name).includes(NUL))
      throw data({ message: 'Bad request' }, { status: 400, statusText: 'Bad Request' });
  return form;
}
