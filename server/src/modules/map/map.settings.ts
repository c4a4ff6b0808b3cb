import type { MapSettings } from '@app/contract';

/** What the map module needs from the process: the tiles of this installation (MAP_* settings). */
export interface MapDeps {
  map: MapSettings;
}

/**
 * OpenStreetMap's standard tiles: they need no key, and a fresh installation shows a map at once. Its
 * tile policy asks heavy users for their own service, which the MAP_* settings name (docs/decisions.md).
 */
export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  subdomains: [],
  attribution: '© OpenStreetMap contributors',
  crs: 'wgs84',
  // Xi'an: the middle of China, so a map without markers shows the whole country.
  center: { lng: 108.9, lat: 34.3 },
};

/** What Leaflet fills into a tile URL; it throws on any other `{name}`. */
const PLACEHOLDERS = new Set(['s', 'z', 'x', 'y', '-y', 'r']);

/**
 * Why a MAP_TILE_URL cannot work, or undefined when it can. The app page's Content-Security-Policy
 * loads pictures over https or from its own server only (platform/web.ts), so an http tile server
 * would show a grey map with nothing said; this says it at start-up instead.
 */
export function tileUrlProblem(template: string): string | undefined {
  const names = [...template.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');
  const unknown = names.filter((name) => !PLACEHOLDERS.has(name));
  if (unknown.length > 0) return `unknown placeholder {${unknown[0]}}: Leaflet fills {s}, {z}, {x}, {y}, {-y} and {r}`;
  if (!names.includes('z') || !names.includes('x') || !(names.includes('y') || names.includes('-y'))) {
    return 'expected a tile address template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  }
  if (template.startsWith('/') && !template.startsWith('//')) return undefined;
  const filled = template.replaceAll(/\{[^}]*\}/g, '0');
  if (URL.canParse(filled) && new URL(filled).protocol === 'https:') return undefined;
  return 'expected an https:// address or a path on this server starting with /: the app page loads pictures only over https or from its own server';
}

/** MAP_CENTER, "longitude,latitude" in degrees, or undefined when it is not that. */
export function parseCenter(text: string): MapSettings['center'] | undefined {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,2}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  const [lng, lat] = [Number(match[1]), Number(match[2])];
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90 ? { lng, lat } : undefined;
}
