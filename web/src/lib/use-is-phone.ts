import { useSyncExternalStore } from 'react';

/**
 * Below antd's `md` breakpoint (768 px) the shell is laid out for a phone: the side menu becomes a
 * drawer and the top bar keeps only what fits. Read synchronously from matchMedia, so a phone never
 * draws the desktop layout first.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
