/** The criterion feature's public face: all that other features and the app use of it (lint refuses the rest). */
export type { ChosenClause } from './components/ClauseCitationDialog';
export { loadClauseCitationDialog } from './components/load-clause-citation-dialog';
