import { ProductionCalls as calls, type ProductionBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

const id = (n: number) => String(n);

/** Where the timeline of one piece of equipment of a project is read. */
export const timelinePath = (equipmentId: number, projectId: number) =>
  `/project/engineering/view-product-info/${equipmentId}/${projectId}`;

export const fetchProduction = (params: ListParams) =>
  call(calls.list, { query: listQuery(params), hideLoading: true });

export function useTimeline(equipmentId: number, projectId: number) {
  return useQuery({
    queryKey: ['production', 'timeline', equipmentId, projectId],
    queryFn: () =>
      call(calls.timeline, {
        query: { id: id(equipmentId), project_id: id(projectId) },
        hideLoading: true,
        silent: true,
      }),
    retry: false,
  });
}

// Silent: the dialog puts field errors under their fields and shows any other problem.
export const saveStep = (equipmentId: number, projectId: number, body: ProductionBody) =>
  call(calls.save, { query: { id: id(equipmentId), project_id: id(projectId) }, body, silent: true });

/** The list and the timelines read again after a save. */
export const refreshProduction = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['production'] });
