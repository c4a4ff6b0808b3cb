/**
 * A project's equipment, a tab of its detail page, loaded when first opened: a loader for another feature's
 * lazy(), so the tab keeps its own chunk. A module of its own, apart from public.ts, which only re-exports
 * (features/README.md).
 */
export const loadProjectEquipmentTab = () => import('./ProjectEquipmentTab');
