import { NcrCalls as calls, type NcrActBody, type NcrDetail } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useOwnerKey, useSessionStore } from '../../../stores/session';

const ncrKey = (reportId: number, ownerKey = useSessionStore.getState().owner?.key ?? null) =>
  ['ncr', 'detail', ownerKey, reportId] as const;

/** The loop of an NCR report, with what the caller may do now. */
export function useNcr(reportId: number) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ncrKey(reportId, ownerKey),
    queryFn: () => call(calls.detail, { query: { id: String(reportId) }, hideLoading: true, silent: true }),
  });
}

/** Silent: field errors go under the dialog's fields, other refusals above them, a code 0 to the panel. */
export const actOnNcr = (reportId: number, body: NcrActBody) =>
  call(calls.act, { query: { id: String(reportId) }, body, silent: true });

/** Shows the loop a step answered with, without asking for it again. */
export const showNcr = (client: QueryClient, reportId: number, detail: NcrDetail) =>
  client.setQueryData(ncrKey(reportId), detail);

/** Reads the loop again: someone else moved it on. */
export const refreshNcr = (client: QueryClient, reportId: number) =>
  client.invalidateQueries({ queryKey: ncrKey(reportId) });
