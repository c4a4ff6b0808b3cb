/**
 * The workflow module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */

export { isRelaxed, relaxedKinds } from './independence.js';
export { reviewOfForm } from './instance.service.js';
export { latestReviewOf } from './review-refs.js';
