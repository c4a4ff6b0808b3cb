/**
 * SPEC §7: absolute and avatar-provider addresses are used as they are, relative paths are served by
 * our API, and an empty address shows the default picture (undefined lets antd draw its icon).
 */
export function avatarSrc(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  if (/^(https?:)?\/\//.test(url) || url.startsWith('data:')) return url;
  return url.startsWith('/') ? url : `/api/${url}`;
}
