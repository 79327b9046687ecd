import { parse } from 'cookie';
import { SESSION_COOKIE } from '../../../common/http/cookies';
import { headerUserFor } from '../../../server/http/header-user';
import type { Services } from '../../../server/services';
import type { HeaderUser } from '../../../common/accounts/types';

/** The root loader's `user`. A visitor costs no query (no session cookie, no lookup). */
export function headerUserOf(request: Request, services: Services): Promise<HeaderUser | null> {
  return headerUserFor(services, parse(request.headers.get('Cookie') ?? '')[SESSION_COOKIE]);
}
