import {
  ANALYSIS_EXPORT_MAX_ROWS,
  type AnalysisQuery,
  AnalysisCalls as calls,
  DeviceCalls,
  ProjectCalls,
  REQUEST_TIMEOUT_MS,
  UnitCalls,
} from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChartRows } from '../../../components/chart/types';
import { downloadFile } from '../../../lib/download';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

const quiet = { hideLoading: true, silent: true } as const;

/** Every series of 统计分析 for the question, the previous answer kept while the next loads. */
export function useAnalysis(query: AnalysisQuery, enabled = true) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['analysis', 'overview', ownerKey, query],
    queryFn: () => call(calls.overview, { query, hideLoading: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The caller's ITP points planned for today (the inspector's home). */
export function useTodayPoints(enabled = true) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['analysis', 'today-points', ownerKey],
    queryFn: () => call(calls.todayPoints, quiet),
    enabled,
  });
}

/** Reports submitted per day over the last 30 days (the administrator's home). */
export function useActivity(enabled = true) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['analysis', 'activity', ownerKey],
    queryFn: () => call(calls.activity, quiet),
    enabled,
  });
}

/** The filters' choices: the caller's projects, the owner's inspection units and equipment kinds. */
export function useFilterOptions() {
  const ownerKey = useOwnerKey();
  const projects = useQuery({
    queryKey: ['analysis', 'projects', ownerKey],
    queryFn: () => call(ProjectCalls.options, quiet).catch(() => []),
  });
  const units = useQuery({
    queryKey: ['analysis', 'units', ownerKey],
    queryFn: () => call(UnitCalls.options, quiet).catch(() => []),
  });
  const devices = useQuery({
    queryKey: ['analysis', 'devices', ownerKey],
    queryFn: () => call(DeviceCalls.options, quiet).catch(() => []),
  });
  return { projects: projects.data ?? [], units: units.data ?? [], devices: devices.data ?? [] };
}

/** A chart's figures as an Excel workbook, written by the server (the web has no workbook writer). */
export const exportRows = (name: string, figures: ChartRows): Promise<void> =>
  downloadFile('/api/analysis/export', {
    timeoutMs: REQUEST_TIMEOUT_MS,
    failedKey: 'chart.exportFailed',
    name: (given) => given ?? `${name}.xlsx`,
    body: { name, columns: figures.columns, rows: figures.rows.slice(0, ANALYSIS_EXPORT_MAX_ROWS) },
  });
