import type { MapTileCrs } from '@app/contract';
import gcoord from 'gcoord';
import type { LatLngTuple } from 'leaflet';
import { type LngLatPoint, type LocationValue, locationOf, wrapLongitude } from '../coordinates';

/**
 * Places are stored in WGS-84; Chinese tile services (AMap, Tencent) draw in GCJ-02, 300-500 m away
 * inside China. A point is shifted onto such tiles to be drawn, and a point picked on them is shifted
 * back before it is kept. Outside China the two agree and gcoord leaves points as they are.
 */
export function toDisplay(point: LngLatPoint, crs: MapTileCrs): LatLngTuple {
  if (crs === 'wgs84') return [point.lat, point.lng];
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.WGS84, gcoord.GCJ02);
  return [lat, lng];
}

/** A point picked on the map (Leaflet's lat/lng on the tiles) as the form keeps it: WGS-84, six decimals. */
export function fromDisplay(picked: { lat: number; lng: number }, crs: MapTileCrs): LocationValue {
  const lng = wrapLongitude(picked.lng);
  if (crs === 'wgs84') return locationOf({ lng, lat: picked.lat });
  const [wgsLng, wgsLat] = gcoord.transform([lng, picked.lat], gcoord.GCJ02, gcoord.WGS84);
  return locationOf({ lng: wgsLng, lat: wgsLat });
}
