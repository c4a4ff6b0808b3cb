/**
 * The project module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */

export { projectOptions } from './project.service.js';
export { groupsOf } from './project-group-refs.js';
export { projectForReview, projectPeopleOf } from './project-people.service.js';
export {
  changeableProjectIds,
  isScopedRole,
  projectScopeOf,
  projectsWithInspectors,
  visibleProjectIds,
  visibleProjectRefs,
} from './project-scope.js';
