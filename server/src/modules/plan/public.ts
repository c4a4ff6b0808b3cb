/**
 * The plan module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */
export { completionByProject, pointsPlannedToday } from './plan-analysis.js';
export { GROUPS_PAGE } from './plan-scope.js';
