import type { DictType, DictTypeCreateBody, DictTypeUpdateBody, ListData } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every type at once: a platform has tens of dictionaries, and the pane searches them as one types. */
export function useDictTypes() {
  return useQuery({
    queryKey: ['dict-types'],
    queryFn: () =>
      http.get<ListData<DictType>>('/dict-type/index', { query: { 'per-page': -1, sort: 'sort' }, hideLoading: true }),
    select: (data) => data.result,
  });
}

export const createDictType = (body: DictTypeCreateBody) => http.post<DictType>('/dict-type/create', body);

export const updateDictType = (id: number, body: DictTypeUpdateBody) =>
  http.post<DictType>('/dict-type/update', body, { query: { id } });

export const deleteDictType = (id: number) =>
  http.post<{ deleted_items: number }>('/dict-type/delete', undefined, { query: { id } });
