/**
 * A form's review, beside the form, loaded when first shown: a loader for another feature's lazy(), so it
 * keeps its own chunk. A module of its own, apart from public.ts, which only re-exports (features/README.md).
 */
export const loadReviewPanel = () => import('./ReviewPanel');
