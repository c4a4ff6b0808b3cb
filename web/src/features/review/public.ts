/** The review feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { refreshFormWorkflows, useFormWorkflow } from './api/form-workflow';
export { loadReviewPanel } from './components/load-review-panel';
export type { ReviewEditor } from './components/ReviewPanel';
export { WorkflowStatusTag } from './components/WorkflowStatusTag';
