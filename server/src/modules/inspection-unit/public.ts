/**
 * The inspection-unit module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */
export { unitIdOfUser, unitOptions, unitRefs, unitsOf } from './inspection-unit.service.js';
