import { useEffect } from 'react';
import { api } from '~/lib/api-client';

/**
 * Notes one reading of the post once it is shown in a browser (on arrival and on each client
 * navigation to another post). The page's render never counts: it is a stored page, the same for
 * every visitor (issue 28). A lost beacon is a reading not counted, never an error shown.
 */
export function useReadingBeacon(slug: string) {
  useEffect(() => {
    api(`/blog/posts/${encodeURIComponent(slug)}/views`, { method: 'POST' }).catch(() => {});
  }, [slug]);
}
