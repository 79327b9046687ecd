import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from './use-dismiss';

/**
 * A header button's popover (the bell's panel, the profile menu): opened and closed by its button,
 * closed on Escape, on a click outside and when the page changes. Spread `toggle` on the button.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  const toggle = {
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => {
      setOpenedAt(pathname);
      setOpen((o) => !o);
    },
  };
  return { open, close, container, button, id, toggle };
}
