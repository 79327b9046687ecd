import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * A plain <a> to an absolute URL on this origin (e.g. inside content text) navigates inside the
 * app, like a Link, instead of reloading the page (spec §2).
 */
export function useSameOriginLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.hasAttribute('download') || anchor.hasAttribute('data-reload')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const href = anchor.getAttribute('href');
      if (!href || !/^https?:\/\//i.test(href)) return;
      const url = new URL(href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
