import { WorkflowCalls } from '@app/contract';
import { call } from '../../../lib/http';

/** The workflow of a form, or null; silent, since a form without one simply shows no review panel. */
export const fetchFormWorkflow = (formId: number) =>
  call(WorkflowCalls.instanceOfForm, {
    query: { form_id: String(formId) },
    hideLoading: true,
    silent: true,
  }).catch(() => null);
