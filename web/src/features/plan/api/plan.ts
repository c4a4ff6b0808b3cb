import { PlanCalls as calls, type NoticeBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

const quiet = { hideLoading: true, silent: true } as const;

/** The plan's groups with their counts (检验计划). */
export function usePlanGroups() {
  const ownerKey = useOwnerKey();
  return useQuery({ queryKey: ['plan', 'groups', ownerKey], queryFn: () => call(calls.groups, quiet) });
}

/** One group's plan page: its name, projects, categories and whether the caller may plan. */
export function usePlanGroup(gid: number | undefined) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['plan', 'group', ownerKey, gid],
    queryFn: () => call(calls.group, { query: { gid: String(gid) }, ...quiet }),
    enabled: gid !== undefined,
  });
}

export const fetchPlanPoints = (gid: number, params: ListParams) =>
  call(calls.points, { query: { ...listQuery(params), gid: String(gid) }, hideLoading: true });

// Silent: the dialogs show a refusal under their fields or above them.
export const setPlannedDate = (ids: number[], plannedDate: string) =>
  call(calls.setPlannedDate, { body: { ids, planned_date: plannedDate }, silent: true });
export const recordNotice = (id: number, body: NoticeBody) =>
  call(calls.notice, { query: { id: String(id) }, body, silent: true });
export const clearNotice = (id: number) => call(calls.clearNotice, { query: { id: String(id) } });

export const fetchCompletion = (params: ListParams) =>
  call(calls.completion, { query: listQuery(params), hideLoading: true });

/** What the completion view filters by: the projects, units and inspectors of the caller's equipment. */
export function useCompletionOptions() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['plan', 'completion-options', ownerKey],
    queryFn: () => call(calls.completionOptions, quiet),
  });
}

/** One piece's points, in route order (a completion row opened). */
export function useCompletionPoints(equipmentId: number) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['plan', 'completion-points', ownerKey, equipmentId],
    queryFn: () => call(calls.completionPoints, { query: { equipment_id: String(equipmentId) }, ...quiet }),
  });
}

/** Every view of the plan reads again after a change. */
export const refreshPlan = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['plan'] });
