import { DeviceCalls, ReportCalls, type ReportSummaryQuery, UnitCalls } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

/**
 * Which reports a list shows besides what its user filters: his own (`mine`), one project's, one
 * writer's, and column filters the screen sets (a control row's unit, the period), which win over
 * the user's and are not offered to him.
 */
export interface ReportScope {
  mine?: boolean;
  projectId?: number;
  writerId?: number;
  filters?: Readonly<Record<string, string>>;
}

/** The list's query for `params` within `scope`, less `mine` (a batch export sends that apart). */
export const reportQuery = (params: ListParams, scope: ReportScope = {}): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(listQuery({ ...params, filters: { ...params.filters, ...scope.filters } })).map(([key, value]) => [
      key,
      String(value),
    ]),
  ),
  ...(scope.projectId === undefined ? {} : { project_id: String(scope.projectId) }),
  ...(scope.writerId === undefined ? {} : { writer_id: String(scope.writerId) }),
});

/** One page of the reports of the caller's projects within `scope`. */
export const fetchReports = (params: ListParams, scope: ReportScope = {}) =>
  call(ReportCalls.list, {
    query: { ...reportQuery(params, scope), ...(scope.mine ? { mine: 'true' as const } : {}) },
    hideLoading: true,
  });

const quiet = { hideLoading: true, silent: true } as const;

/** The owner's device kinds and inspection units the list's filters offer; none when a call fails. */
export function useEquipmentChoices() {
  const ownerKey = useOwnerKey();
  const devices = useQuery({
    queryKey: ['report', 'choices', ownerKey, 'devices'],
    queryFn: () => call(DeviceCalls.options, quiet).catch(() => []),
  });
  const units = useQuery({
    queryKey: ['report', 'choices', ownerKey, 'units'],
    queryFn: () => call(UnitCalls.options, quiet).catch(() => []),
  });
  return { devices: devices.data ?? [], units: units.data ?? [] };
}

/** The report control's summary by unit or by inspector; the previous one stays shown while the next loads. */
export function useReportSummary(query: ReportSummaryQuery) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['report', 'summary', ownerKey, query],
    queryFn: () => call(ReportCalls.summary, { query, hideLoading: true }),
    placeholderData: keepPreviousData,
  });
}
