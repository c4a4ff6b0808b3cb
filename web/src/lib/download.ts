import { Code, type Envelope } from '@app/contract';
import { alertBanner } from './feedback';
import { currentLanguage, i18n } from './i18n';

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

interface DownloadOptions {
  timeoutMs: number;
  /** The banner's text when the server fails without saying why. */
  failedKey: string;
  /** The saved file's name, given the one the server chose (null when it chose none). */
  name: (given: string | null) => string;
  /** Sent as JSON in a POST (what the server writes into the file); none: a GET. */
  body?: unknown;
}

/**
 * Downloads a file with the session cookie. Fetched rather than followed as a link, so a refusal (no
 * permission, not found, a bad filter) shows as a banner instead of a downloaded error document.
 */
export async function downloadFile(href: string, options: DownloadOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetch(href, {
      credentials: 'include',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'Accept-Language': currentLanguage(),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { method: 'POST', body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    alertBanner('error', i18n.t('http.network'));
    return;
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await response.json().catch(() => null)) as Envelope | null;
    const refused = body?.code === Code.NoPermission ? i18n.t('envelope.noPermission') : body?.msg;
    alertBanner('warning', refused || i18n.t(options.failedKey));
    return;
  }
  if (!response.ok) {
    alertBanner('error', i18n.t(options.failedKey));
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = options.name(dispositionFileName(response.headers.get('content-disposition')));
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
