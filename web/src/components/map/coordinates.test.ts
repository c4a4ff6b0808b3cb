import { describe, expect, it } from 'vitest';
import { isOnGlobe, locationOf, pointOf, roundCoordinate, typedCoordinate, wrapLongitude } from './coordinates';

describe('coordinates as the form keeps them', () => {
  it.each([
    [116.3971284, 116.397128],
    [116.3971285, 116.397129],
    [-33.8688197, -33.86882],
    [108.9, 108.9],
    [0.1 + 0.2, 0.3],
    [-0.0000004, 0],
    [180, 180],
  ])('rounds %f to %f, six decimals', (degrees, rounded) => {
    expect(roundCoordinate(degrees)).toBe(rounded);
    expect(Object.is(roundCoordinate(degrees), -0)).toBe(false);
  });

  it.each([
    [200, -160],
    [-190, 170],
    [540, -180],
    [180, 180],
    [-180, -180],
    [116.4, 116.4],
  ])('wraps longitude %f to %f', (degrees, wrapped) => {
    expect(wrapLongitude(degrees)).toBe(wrapped);
  });

  it('keeps a picked point wrapped, within the latitudes and rounded', () => {
    expect(locationOf({ lng: 476.3971284, lat: 39.9165271 })).toEqual({ longitude: 116.397128, latitude: 39.916527 });
    expect(locationOf({ lng: 0, lat: 95 })).toEqual({ longitude: 0, latitude: 90 });
  });

  it('reads a typed number rounded, and an empty field as null', () => {
    expect(typedCoordinate(120.12345678)).toBe(120.123457);
    expect(typedCoordinate(null)).toBeNull();
    expect(typedCoordinate(undefined)).toBeNull();
    expect(typedCoordinate(Number.NaN)).toBeNull();
  });

  it('marks a place only when both halves are there and on the globe', () => {
    expect(pointOf({ longitude: 120.1, latitude: 30.2 })).toEqual({ lng: 120.1, lat: 30.2 });
    expect(pointOf({ longitude: 120.1, latitude: null })).toBeUndefined();
    expect(pointOf({ longitude: null, latitude: 30.2 })).toBeUndefined();
    expect(pointOf({ longitude: 0, latitude: 0 })).toEqual({ lng: 0, lat: 0 });
    expect(pointOf({ longitude: 181, latitude: 0 })).toBeUndefined();
    expect(pointOf(undefined)).toBeUndefined();
    expect(isOnGlobe({ lng: Number.POSITIVE_INFINITY, lat: 0 })).toBe(false);
  });
});
