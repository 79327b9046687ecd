import { data } from 'react-router';

/** Any other path: the not-found page with HTTP 404 (rendered by the frame's error boundary). */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFoundRoute() {
  return null;
}
