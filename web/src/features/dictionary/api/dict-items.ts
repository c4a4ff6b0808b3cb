import { DictionaryCalls as calls, type DictItemCreateBody, type DictItemUpdateBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

export const fetchDictItems = (typeId: number, params: ListParams) =>
  call(calls.items, {
    query: { ...listQuery(params), type_id: String(typeId) },
    hideLoading: true,
  });

export const createDictItem = (body: DictItemCreateBody) => call(calls.createItem, { body });

export const updateDictItem = (id: number, body: DictItemUpdateBody) =>
  call(calls.updateItem, { query: { id: String(id) }, body });

export const deleteDictItem = (id: number) => call(calls.deleteItem, { query: { id: String(id) } });

/** The owners an item may belong to, for the scope picker and the scope filter. */
export function useDictScopes() {
  return useQuery({
    queryKey: ['dict-scopes'],
    queryFn: () => call(calls.scopes, { hideLoading: true }),
    staleTime: 60_000,
  });
}

/** After any change: the types' counts, the items, and every cached filter's options. */
export const refreshDictionaries = (queryClient: QueryClient) =>
  Promise.all(
    ['dict-types', 'dict-items', 'dict-value'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
