import { ProjectCalls, type WorkflowActBody, WorkflowCalls, type WorkflowInstanceActionBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

export type WorkflowScope = 'involved' | 'mine' | 'all';

export const fetchWorkflowInstances = (params: ListParams, scope: WorkflowScope) =>
  call(WorkflowCalls.instances, { query: { ...listQuery(params), scope }, hideLoading: true });

// Not silent: a code 0 (someone acted first) shows the server's message as a warning banner.
export const actOnTask = (body: WorkflowActBody) => call(WorkflowCalls.act, { body });
export const withdrawInstance = (body: WorkflowInstanceActionBody) => call(WorkflowCalls.withdraw, { body });
export const terminateInstance = (body: WorkflowInstanceActionBody) => call(WorkflowCalls.terminate, { body });

/** The owner's members, for transferring, delegating and adding a signer. */
export function useMembers(enabled: boolean) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['workflow', 'members', ownerKey],
    queryFn: () => call(ProjectCalls.members, { hideLoading: true, silent: true }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** After an action: the form, its workflow, the lists of workflows, the to-do list and the inbox. */
export const refreshAfterReview = (queryClient: QueryClient) =>
  Promise.all(
    ['form', 'workflow', 'backlog', 'inbox'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
