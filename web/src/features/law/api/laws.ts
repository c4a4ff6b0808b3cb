import { LawCalls as calls, type LawBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

/** The list, with what the search box holds as its `q` filter. */
export const fetchLaws = (params: ListParams, search: string) =>
  call(calls.list, {
    query: listQuery({ ...params, filters: { ...params.filters, q: search } }),
    hideLoading: true,
  });
// Silent: the dialog puts field errors under their fields and shows any other problem.
export const createLaw = (body: LawBody) => call(calls.create, { body, silent: true });
export const updateLaw = (id: number, body: LawBody) =>
  call(calls.update, { query: { id: String(id) }, body, silent: true });
export const deleteLaw = (id: number) => call(calls.delete, { query: { id: String(id) } });

/** One law with its text, for the detail and the edit dialog. */
export function useLaw(id: number | null) {
  return useQuery({
    queryKey: ['law', 'view', id],
    queryFn: () => call(calls.view, { query: { id: String(id) }, hideLoading: true }),
    enabled: id !== null,
  });
}

export const refreshLaws = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['law'] });
