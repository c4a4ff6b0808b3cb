/**
 * The form module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */

export { seedDemoInspection } from './form.seed.js';
export { requireAny } from './form-access.js';
export {
  everSubmittedForms,
  formNumbers,
  formRefs,
  formsOfFamilies,
  publishedTemplatesOf,
  submittedForms,
} from './form-refs.js';
export { createDraft, requireReadableForm } from './instance.service.js';
export {
  type FormForReview,
  formForReview,
  formLink,
  reopenForSubmitter,
  requireReviewerImages,
  saveReviewedAnswers,
  templateNamesOf,
} from './review-support.js';
export { answerErrors } from './validation.js';
