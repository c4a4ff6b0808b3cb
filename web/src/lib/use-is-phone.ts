import { useCallback, useSyncExternalStore } from 'react';

/**
 * Below antd's `md` breakpoint (768 px) the shell is laid out for a phone: the side menu becomes a
 * drawer and the top bar keeps only what fits.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Below antd's `sm` breakpoint (576 px), a phone held upright: a list of many columns reads better
 * as cards there than as a table scrolled sideways. A phone on its side or a small tablet keeps the table.
 */
export const NARROW_QUERY = '(max-width: 575.98px)';

/** Whether a media query matches, read synchronously from matchMedia so a phone never draws the desktop layout first. */
export function useMediaQuery(media: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media).matches,
    () => false,
  );
}

export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);

export const useIsNarrowScreen = (): boolean => useMediaQuery(NARROW_QUERY);
