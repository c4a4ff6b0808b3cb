import { ReportClauseCalls as calls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

const key = (ownerKey: string | null, id: number) => ['report', 'clauses', ownerKey, id];

/** The clauses a report cites, and whether the caller may change them. */
export function useReportClauses(id: number) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: key(ownerKey, id),
    queryFn: () => call(calls.list, { query: { id: String(id) }, hideLoading: true, silent: true }),
  });
}

/** Replaces what a report cites; the answer's message says it was saved. */
export const saveReportClauses = (id: number, clauseIds: number[]) =>
  call(calls.set, { query: { id: String(id) }, body: { clause_ids: clauseIds } });
