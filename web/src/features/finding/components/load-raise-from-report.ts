/**
 * A report's button raising a finding, loaded when first shown: a loader for another feature's lazy(), so it
 * keeps its own chunk. A module of its own, apart from public.ts, which only re-exports (features/README.md).
 */
export const loadRaiseFromReport = () => import('./RaiseFromReport');
