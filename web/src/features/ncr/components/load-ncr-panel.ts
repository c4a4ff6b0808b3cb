/**
 * A report's NCRs, loaded when first shown: a loader for another feature's lazy(), so the panel
 * keeps its own chunk. A module of its own, apart from public.ts, which only re-exports (features/README.md).
 */
export const loadNcrPanel = () => import('./NcrPanel');
