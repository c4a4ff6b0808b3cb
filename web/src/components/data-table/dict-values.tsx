import { DictionaryCalls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useOwnerKey } from '../../stores/session';

/** Dictionaries change rarely; screens that edit them invalidate `['dict-value']`. */
const DICT_STALE_MS = 5 * 60 * 1000;

export const fetchDictValues = (code: string) => call(DictionaryCalls.values, { query: { code }, hideLoading: true });

/**
 * The enabled items of a dictionary as the current owner reads them (the platform's plus its own),
 * cached per owner and code so every filter and cell of a screen shares one call.
 */
export function useDictValues(code: string) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['dict-value', ownerKey, code],
    queryFn: () => fetchDictValues(code),
    enabled: ownerKey !== null,
    staleTime: DICT_STALE_MS,
  });
}

/** The label of a stored key; the key itself when the dictionary no longer has it. */
export function DictLabel({ code, value }: { code: string; value: string }) {
  const { data } = useDictValues(code);
  return <>{data?.find((item) => item.key === value)?.value ?? value}</>;
}
