/**
 * The report list's batch export, loaded when first shown: a loader for another feature's lazy(), so it
 * keeps its own chunk. A module of its own, apart from public.ts, which only re-exports (features/README.md).
 */
export const loadBatchExportButton = () => import('./BatchExportButton');
