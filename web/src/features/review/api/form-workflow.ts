import type { FormInstanceDetail } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useOwnerKey } from '../../../stores/session';

// Its own small module: the form page imports only this, the review panel loads on its own.
/**
 * The workflow a filled form went through, or null. A draft never submitted (no number) has none, so
 * it is not asked; the call is silent: a form without a workflow simply shows no review panel.
 */
export function useFormWorkflow(form: Pick<FormInstanceDetail, 'id' | 'status' | 'number'>) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['workflow', 'of-form', ownerKey, form.id],
    // The contract's workflow calls load with the first form that has been submitted, not with a draft.
    queryFn: () => import('./form-workflow-call').then(({ fetchFormWorkflow }) => fetchFormWorkflow(form.id)),
    enabled: form.status !== 'draft' || form.number !== '',
    // Read afresh whenever the page opens: others act on it meanwhile, and what the caller may do with
    // it (a task given or taken) changes with them.
    staleTime: 0,
  });
}

/** Reads every form's workflow again: a submission starts one or resumes it after a send-back. */
export const refreshFormWorkflows = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['workflow', 'of-form'] });
