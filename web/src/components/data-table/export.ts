import { Code, type Envelope, REQUEST_TIMEOUT_MS } from '@app/contract';
import { alertBanner } from '../../lib/feedback';
import { currentLanguage, i18n } from '../../lib/i18n';
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

/** The file name the server chose, from `filename*=UTF-8''…` or else `filename="…"`. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape falls through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

const withExtension = (name: string) => (/\.xlsx$/i.test(name) ? name : `${name}.xlsx`);

/**
 * Downloads the export with the session cookie. Fetched rather than opened as a link so that a
 * refusal (no permission, a bad filter) shows as a banner instead of a downloaded error document.
 */
export async function downloadExport(href: string, fileName?: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(href, {
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': currentLanguage() },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    alertBanner('error', i18n.t('http.network'));
    return;
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await response.json().catch(() => null)) as Envelope | null;
    const refused = body?.code === Code.NoPermission ? i18n.t('envelope.noPermission') : body?.msg;
    alertBanner('warning', refused || i18n.t('dataTable.exportFailed'));
    return;
  }
  if (!response.ok) {
    alertBanner('error', i18n.t('dataTable.exportFailed'));
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = withExtension(
    fileName ?? dispositionFileName(response.headers.get('content-disposition')) ?? 'export',
  );
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
