import { useState } from 'react';
import { scriptJson } from '../../common/http/script-json';

/** A value the server wrote into the page as JSON, read in the browser: undefined if absent or not JSON. */
export function readPageJson<T>(id: string): T | undefined {
  try {
    return JSON.parse(document.getElementById(id)!.textContent!) as T;
  } catch {
    return undefined;
  }
}

/**
 * A `<script type="application/json">` the server fills with `value()` when it renders it; in the
 * browser the element is kept as the server sent it.
 */
export function PageJson({ id, value }: { id: string; value: () => unknown }) {
  const [json] = useState(() =>
    typeof document !== 'undefined' ? (document.getElementById(id)?.textContent ?? '') : scriptJson(value()),
  );
  return (
    <script
      id={id}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
