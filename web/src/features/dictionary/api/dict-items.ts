import type { DictItem, DictItemCreateBody, DictItemUpdateBody, DictScope, ListData } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { http } from '../../../lib/http';

export const fetchDictItems = (typeId: number, params: ListParams) =>
  http.get<ListData<DictItem>>('/dict-item/index', {
    query: { ...listQuery(params), type_id: typeId },
    hideLoading: true,
  });

export const createDictItem = (body: DictItemCreateBody) => http.post<DictItem>('/dict-item/create', body);

export const updateDictItem = (id: number, body: DictItemUpdateBody) =>
  http.post<DictItem>('/dict-item/update', body, { query: { id } });

export const deleteDictItem = (id: number) => http.post<null>('/dict-item/delete', undefined, { query: { id } });

/** The owners an item may belong to, for the scope picker and the scope filter. */
export function useDictScopes() {
  return useQuery({
    queryKey: ['dict-scopes'],
    queryFn: () => http.get<DictScope[]>('/dict-item/scopes', { hideLoading: true }),
    staleTime: 60_000,
  });
}

/** After any change: the types' counts, the items, and every cached filter's options. */
export const refreshDictionaries = (queryClient: QueryClient) =>
  Promise.all(
    ['dict-types', 'dict-items', 'dict-value'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
