import type { ReactNode } from 'react';

/**
 * A part of a page that lists what was added (messages, files): the list, or while there is none
 * the sentence that says so, in the quiet text of the page.
 */
export function ListOrNone({ empty, none, children }: { empty: boolean; none: string; children: ReactNode }) {
  return empty ? <p className="text-slate-600 dark:text-slate-400">{none}</p> : children;
}
