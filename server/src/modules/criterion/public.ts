/**
 * The criterion module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */
export {
  type ClauseRef,
  clauseOfOwner,
  clauseRefs,
  clausesOfOwner,
  lawClauseRefs,
  ownLaw,
} from './criterion.service.js';
