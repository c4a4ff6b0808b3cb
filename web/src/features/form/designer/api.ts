import { DICT_TYPE_LIST, DictionaryCalls, FormCalls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

/**
 * The designer's own calls (the template's view, saving its draft and refreshing the lists are the
 * form feature's, in api/forms.ts). Publishing is silent here: the designer says what went wrong.
 */
export const publishTemplate = (id: number) => call(FormCalls.publish, { body: { id }, silent: true });

/** The owner's dictionaries for a dict item's code (readable by every screen, no page permission). */
export function useDictionaryTypes(enabled: boolean) {
  return useQuery({
    queryKey: ['dict-types'],
    queryFn: () =>
      call(DictionaryCalls.types, {
        query: { 'per-page': -1, sort: DICT_TYPE_LIST.defaultSort },
        hideLoading: true,
        silent: true,
      }),
    select: (data) => data.result,
    enabled,
    staleTime: 60_000,
  });
}

/** A dictionary's values (for a condition on a dict item), sharing the data table's cache. */
export function useDictionaryValues(code: string) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['dict-value', ownerKey, code],
    queryFn: () => call(DictionaryCalls.values, { query: { code }, hideLoading: true, silent: true }),
    enabled: ownerKey !== null && code !== '',
    staleTime: 5 * 60 * 1000,
  });
}
