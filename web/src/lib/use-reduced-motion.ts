import { useMediaQuery } from './use-is-phone';

/** The system setting of a person for whom moving menus and zooming dialogs are a nuisance or worse. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
