import { createContext, useContext } from 'react';

/**
 * The app's whole stylesheet (~8 KB gzip), which the server writes in a <style> in every page's
 * <head> instead of linking it: no request stands between the HTML and the first paint (ADR-0022).
 * Server only (entry.server.tsx provides it); the browser keeps the <style> the server wrote.
 */
export const InlineCssContext = createContext<string | undefined>(undefined);

/** The page's <style>: written by the server, left as it is by the browser. */
export function InlineCss({ nonce }: { nonce?: string }) {
  const css = useContext(InlineCssContext);
  return (
    <style
      nonce={nonce}
      data-app-css=""
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: css ?? '' }}
    />
  );
}
