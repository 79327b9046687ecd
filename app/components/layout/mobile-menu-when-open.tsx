import { lazy, Suspense } from 'react';
import { useAppState } from '~/state/store';

// The side menu's code loads when it first opens: no page's first load carries it (issue 28).
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** The side menu for small screens, mounted while `isSideOpen` (the server never renders it open). */
export function MobileMenuWhenOpen() {
  const open = useAppState((s) => s.isSideOpen, false);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenu />
    </Suspense>
  );
}
