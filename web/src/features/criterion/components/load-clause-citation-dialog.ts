/**
 * The dialog choosing the clauses a report or a finding cites, loaded when first opened: a loader for
 * another feature's lazyOnOpen, so the dialog, with the standards' clause trees, keeps its own chunk. A module
 * of its own, apart from public.ts, which only re-exports (features/README.md).
 */
export const loadClauseCitationDialog = () => import('./ClauseCitationDialog');
