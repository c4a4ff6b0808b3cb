import { COORDINATE_DECIMALS, LATITUDE_MAX, LONGITUDE_MAX } from '@app/contract';

/** What LocationPicker holds and gives its form: WGS-84 degrees, a half may be missing while typed. */
export interface LocationValue {
  longitude: number | null;
  latitude: number | null;
}

/** A place on a map as the contract's settings and MapView's markers write it: WGS-84 degrees. */
export interface LngLatPoint {
  lng: number;
  lat: number;
}

export const EMPTY_LOCATION: LocationValue = { longitude: null, latitude: null };

const SCALE = 10 ** COORDINATE_DECIMALS;

/** To the six decimals the contract keeps (about 0.1 m); -0 becomes 0. */
export const roundCoordinate = (degrees: number): number => Math.round(degrees * SCALE) / SCALE + 0;

/**
 * Into -180..180: a map scrolled past the date line reports longitudes beyond it (200 is -160).
 * 180 stays 180, so the east edge does not turn into the west one.
 */
export function wrapLongitude(degrees: number): number {
  if (degrees >= -LONGITUDE_MAX && degrees <= LONGITUDE_MAX) return degrees;
  return ((((degrees + LONGITUDE_MAX) % 360) + 360) % 360) - LONGITUDE_MAX;
}

const clampLatitude = (degrees: number) => Math.min(LATITUDE_MAX, Math.max(-LATITUDE_MAX, degrees));

/** A point picked on a map (WGS-84 already), as the form keeps it: wrapped, in range, rounded. */
export const locationOf = (point: LngLatPoint): LocationValue => ({
  longitude: roundCoordinate(wrapLongitude(point.lng)),
  latitude: roundCoordinate(clampLatitude(point.lat)),
});

/** A number typed into one of the fields, rounded; an empty field is null. */
export const typedCoordinate = (degrees: number | null | undefined): number | null =>
  typeof degrees === 'number' && Number.isFinite(degrees) ? roundCoordinate(degrees) : null;

/** The point to mark, when both halves are there and on the globe. */
export function pointOf(value: LocationValue | undefined): LngLatPoint | undefined {
  if (!value || value.longitude === null || value.latitude === null) return undefined;
  return isOnGlobe({ lng: value.longitude, lat: value.latitude })
    ? { lng: value.longitude, lat: value.latitude }
    : undefined;
}

/** Finite and within the ranges the contract takes; anything else cannot be drawn. */
export const isOnGlobe = ({ lng, lat }: LngLatPoint): boolean =>
  Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= LONGITUDE_MAX && Math.abs(lat) <= LATITUDE_MAX;

/** A place MapView marks (WGS-84), with what its popup says. */
export interface MapMarker extends LngLatPoint {
  id: string | number;
  title: string;
  subtitle?: string;
}
