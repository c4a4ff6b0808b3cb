import {
  FindingCalls as calls,
  type FindingActBody,
  type FindingBody,
  type FindingCategoryBody,
  type FindingRatesQuery,
  REQUEST_TIMEOUT_MS,
} from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { downloadFile } from '../../../lib/download';
import { call } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';

export function useFindingCategories() {
  return useQuery({
    queryKey: ['finding', 'categories'],
    queryFn: () => call(calls.categories, { hideLoading: true }),
  });
}

// Silent: the dialogs put field errors under their fields and show any other problem.
export const createCategory = (body: FindingCategoryBody) => call(calls.createCategory, { body, silent: true });
export const updateCategory = (id: number, body: FindingCategoryBody) =>
  call(calls.updateCategory, { query: { id: String(id) }, body, silent: true });

/** The types, themes and people a finding of the project may name. */
export function useFindingOptions(projectId: number | null) {
  return useQuery({
    queryKey: ['finding', 'options', projectId],
    queryFn: () => call(calls.options, { query: { project_id: String(projectId) }, hideLoading: true }),
    enabled: projectId !== null,
  });
}

export const fetchFindings = (projectId: number) => (params: ListParams) =>
  call(calls.list, { query: { ...listQuery(params), project_id: String(projectId) }, hideLoading: true });

export function useFinding(id: number | null) {
  return useQuery({
    queryKey: ['finding', 'view', id],
    queryFn: () => call(calls.view, { query: { id: String(id) }, hideLoading: true }),
    enabled: id !== null,
  });
}

export const createFinding = (body: FindingBody) => call(calls.create, { body, silent: true });
export const actOnFinding = (id: number, body: FindingActBody) =>
  call(calls.act, { query: { id: String(id) }, body, silent: true });

/** 问题汇总 for a group and period as an Excel workbook, written by the server. */
export const exportFindingRates = (query: FindingRatesQuery) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return downloadFile(`/api/finding/rates/export?${params}`, {
    timeoutMs: REQUEST_TIMEOUT_MS,
    failedKey: 'finding.exportFailed',
    name: (given) => given ?? `${i18n.t('finding.summaryTitle')}.xlsx`,
  });
};

/** The rates per project, unit, inspector or finding type for a period (days of China's calendar). */
export function useFindingRates(query: FindingRatesQuery, enabled = true) {
  return useQuery({
    queryKey: ['finding', 'rates', query],
    queryFn: () => call(calls.rates, { query, hideLoading: true }),
    enabled,
  });
}

export const refreshFindings = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['finding'] });
