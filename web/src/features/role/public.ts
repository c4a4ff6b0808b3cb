/** The role feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { useCurrentRoleTitle } from './api/current-role';
export { refreshGrantQueries, useRoleOptions } from './api/roles';
export type { MatrixGroup } from './components/ActionMatrix';
export { MatrixEditor } from './components/MatrixEditor';
export { MatrixNotes, MatrixPending } from './components/MatrixScreen';
export type { Matrix } from './components/matrix-state';
export { isBuiltinName, roleTitle } from './role-title';
export { roleTexts } from './texts';
