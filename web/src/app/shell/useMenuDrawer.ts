import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The phone's menu drawer. It remembers the address it was opened at and counts as open only there,
 * so reaching another page (from the menu, the page bar or the browser's back button) closes it
 * without an effect, and it never shows on a desktop-wide window.
 */
export function useMenuDrawer(phone: boolean) {
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  return {
    open: phone && openedAt === pathname,
    show: () => setOpenedAt(pathname),
    hide: () => setOpenedAt(null),
  };
}
