import { REQUEST_TIMEOUT_MS } from '@app/contract';
import { downloadFile } from '../../lib/download';
import { listQuery } from './params';
import type { ListParams } from './types';

/**
 * The address of a list's Excel export: the list's current sort and filters, without paging, since
 * the export holds every matching row. `exportUrl` is a path under /api and may carry its own query.
 */
export function exportHref(exportUrl: string, params: Pick<ListParams, 'sort' | 'filters'>): string {
  const { page: _page, 'per-page': _perPage, ...query } = listQuery({ ...params, page: 1, perPage: -1 });
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  if (!search) return `/api${exportUrl}`;
  return `/api${exportUrl}${exportUrl.includes('?') ? '&' : '?'}${search}`;
}

const withExtension = (name: string) => (/\.xlsx$/i.test(name) ? name : `${name}.xlsx`);

/**
 * Downloads the export with the session cookie as an Excel file; a refusal (no permission, a bad
 * filter) shows as a banner.
 */
export const downloadExport = (href: string, fileName?: string): Promise<void> =>
  downloadFile(href, {
    timeoutMs: REQUEST_TIMEOUT_MS,
    failedKey: 'dataTable.exportFailed',
    name: (given) => withExtension(fileName ?? given ?? 'export'),
  });
