import {
  DictionaryCalls as calls,
  DICT_TYPE_LIST,
  type DictTypeCreateBody,
  type DictTypeUpdateBody,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every type at once: a platform has tens of dictionaries, and the pane searches them as one types. */
export function useDictTypes() {
  return useQuery({
    queryKey: ['dict-types'],
    queryFn: () =>
      call(calls.types, { query: { 'per-page': -1, sort: DICT_TYPE_LIST.defaultSort }, hideLoading: true }),
    select: (data) => data.result,
  });
}

export const createDictType = (body: DictTypeCreateBody) => call(calls.createType, { body });

export const updateDictType = (id: number, body: DictTypeUpdateBody) =>
  call(calls.updateType, { query: { id: String(id) }, body });

export const deleteDictType = (id: number) => call(calls.deleteType, { query: { id: String(id) } });
