/**
 * The user menu's password dialog, loaded when first opened: a loader for the shell's lazyOnOpen, so it
 * keeps its own chunk. A module of its own, apart from public.ts, which only re-exports (features/README.md).
 */
export const loadChangePasswordDialog = () => import('./ChangePasswordDialog');
