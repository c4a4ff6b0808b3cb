import { ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { decimalInRange } from './fields.js';

/** Decimals kept of a coordinate: the sixth is about 0.1 m, finer than any phone's position. */
export const COORDINATE_DECIMALS = 6;
export const LONGITUDE_MAX = 180;
export const LATITUDE_MAX = 90;

const longitude = decimalInRange(-LONGITUDE_MAX, LONGITUDE_MAX, COORDINATE_DECIMALS);
const latitude = decimalInRange(-LATITUDE_MAX, LATITUDE_MAX, COORDINATE_DECIMALS);

/**
 * A place as stored: WGS-84 (what GPS and phones give), never the display coordinates of a Chinese
 * map service (GCJ-02), which the web converts to and from at the map (docs/decisions.md).
 */
export const LngLat = z.object({ longitude, latitude });
export type LngLat = z.infer<typeof LngLat>;

/**
 * A place that may be left out, as the web's LocationPicker gives it: both numbers or neither. The
 * missing half of a place is the field error.
 */
export const OptionalLngLat = z
  .object({ longitude: longitude.nullable(), latitude: latitude.nullable() })
  .check((ctx) => {
    const { longitude: lng, latitude: lat } = ctx.value;
    if ((lng === null) === (lat === null)) return;
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: [lng === null ? 'longitude' : 'latitude'],
      message: 'validation.required',
    });
  });
export type OptionalLngLat = z.infer<typeof OptionalLngLat>;

/** How a tile service projects: `wgs84` (OpenStreetMap, Tianditu), `gcj02` (AMap, Tencent). */
export const MAP_TILE_CRS = ['wgs84', 'gcj02'] as const;
export type MapTileCrs = (typeof MAP_TILE_CRS)[number];

/** The map tiles of this installation (MAP_* settings of the server), for Leaflet. */
export const MapSettings = z.object({
  /** A Leaflet URL template: `{z}`, `{x}`, `{y}`, and `{s}` for a subdomain. */
  tileUrl: z.string(),
  subdomains: z.array(z.string()),
  /** Plain text, not HTML. */
  attribution: z.string(),
  crs: z.enum(MAP_TILE_CRS),
  /** Where a map without markers looks, WGS-84. */
  center: z.object({ lng: z.number(), lat: z.number() }),
});
export type MapSettings = z.infer<typeof MapSettings>;

const call = ownerCalls('map');

export const MapCalls = {
  /** Every member of an owner sees maps. A key in the tile URL is a browser key: each tile request shows it. */
  settings: call('GET', '/map/settings', { response: MapSettings }),
};
