import type { LatLngTuple } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { fromDisplay, toDisplay } from './display-crs';

/** Metres between two points this close, on a sphere. */
function metresBetween([lat1, lng1]: LatLngTuple, [lat2, lng2]: LatLngTuple) {
  const rad = Math.PI / 180;
  const x = (lng2 - lng1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.hypot(x, y) * 6_371_000;
}

const TIANANMEN = { lng: 116.397128, lat: 39.916527 };

describe('points on the tiles', () => {
  it('draws WGS-84 places where they are on WGS-84 tiles, and keeps picked points as they are, rounded', () => {
    expect(toDisplay(TIANANMEN, 'wgs84')).toEqual([39.916527, 116.397128]);
    expect(fromDisplay({ lat: 39.91652749, lng: 116.39712849 }, 'wgs84')).toEqual({
      longitude: 116.397128,
      latitude: 39.916527,
    });
  });

  it('shifts a place in China a few hundred metres onto GCJ-02 tiles', () => {
    const shifted = toDisplay(TIANANMEN, 'gcj02');
    const metres = metresBetween([TIANANMEN.lat, TIANANMEN.lng], shifted);
    expect(metres).toBeGreaterThan(300);
    expect(metres).toBeLessThan(700);
  });

  it.each([
    [116.397128, 39.916527],
    [121.473701, 31.230416],
    [113.264385, 23.129112],
    [87.617733, 43.792818],
    [108.9, 34.3],
  ])('keeps %f, %f picked on GCJ-02 tiles as the WGS-84 place it was drawn from', (lng, lat) => {
    const [shownLat, shownLng] = toDisplay({ lng, lat }, 'gcj02');
    const kept = fromDisplay({ lat: shownLat, lng: shownLng }, 'gcj02');
    // gcoord's way back is approximate to about 0.1 m, the sixth decimal.
    expect(Math.abs((kept.longitude ?? 0) - lng)).toBeLessThanOrEqual(2e-6);
    expect(Math.abs((kept.latitude ?? 0) - lat)).toBeLessThanOrEqual(2e-6);
    expect(kept.longitude).toBe(Math.round((kept.longitude ?? 0) * 1e6) / 1e6);
  });

  it('leaves places outside China where they are, even on GCJ-02 tiles', () => {
    expect(toDisplay({ lng: -0.1276, lat: 51.5072 }, 'gcj02')).toEqual([51.5072, -0.1276]);
    expect(fromDisplay({ lat: 51.5072, lng: 359.8724 }, 'gcj02')).toEqual({ longitude: -0.1276, latitude: 51.5072 });
  });
});
