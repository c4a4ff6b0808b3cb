import { UnitCalls as calls, type UnitBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

export const fetchUnits = (params: ListParams) => call(calls.list, { query: listQuery(params), hideLoading: true });
// Silent: the dialogs put field errors under their fields and show any other problem.
export const createUnit = (body: UnitBody) => call(calls.create, { body, silent: true });
export const updateUnit = (id: number, body: UnitBody) =>
  call(calls.update, { query: { id: String(id) }, body, silent: true });
export const deleteUnit = (id: number) => call(calls.delete, { query: { id: String(id) } });
export const saveUnitPeople = (id: number, userIds: number[]) =>
  call(calls.savePeople, { query: { id: String(id) }, body: { user_ids: userIds }, silent: true });

/** The owner's inspectors with their units, for the people dialog. */
export function useUnitPeople(enabled: boolean) {
  return useQuery({
    queryKey: ['inspection-unit', 'people'],
    queryFn: () => call(calls.people, { hideLoading: true }),
    enabled,
  });
}

export const refreshUnits = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['inspection-unit'] });
