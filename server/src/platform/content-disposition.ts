/**
 * A Content-Disposition header that keeps a Chinese file name intact (RFC 6266 / RFC 8187): an ASCII
 * fallback for old clients and the UTF-8 name in `filename*`. Quotes, backslashes and control
 * characters never reach the header.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips.
  const safe = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_');
  const ascii = safe.replace(/[^\u0020-\u007e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
