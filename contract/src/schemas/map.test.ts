import { describe, expect, it } from 'vitest';
import { decimalInRange, hasAtMostDecimals } from './fields.js';
import { LngLat, OptionalLngLat } from './map.js';

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a stored place (LngLat)', () => {
  it.each([
    [116.397128, 39.916527],
    [-180, -90],
    [180, 90],
    [0, 0],
    [108.9, 34.3],
    [-0.000001, 0.000001],
  ])('takes %f, %f', (longitude, latitude) => {
    expect(LngLat.parse({ longitude, latitude })).toEqual({ longitude, latitude });
  });

  it.each([
    [{ longitude: 180.000001, latitude: 0 }, 'longitude: validation.invalid'],
    [{ longitude: -181, latitude: 0 }, 'longitude: validation.invalid'],
    [{ longitude: 0, latitude: 90.5 }, 'latitude: validation.invalid'],
    [{ longitude: 0, latitude: -1e308 }, 'latitude: validation.invalid'],
    [{ longitude: 116.3971285, latitude: 0 }, 'longitude: validation.tooManyDecimals'],
    [{ longitude: 0, latitude: 1e-7 }, 'latitude: validation.tooManyDecimals'],
    [{ longitude: '116.4', latitude: 0 }, 'longitude: validation.invalidType'],
    [{ longitude: Number.NaN, latitude: 0 }, 'longitude: validation.invalidType'],
    [{ longitude: Number.POSITIVE_INFINITY, latitude: 0 }, 'longitude: validation.invalidType'],
    [{ latitude: 0 }, 'longitude: validation.required'],
    [{ longitude: null, latitude: 0 }, 'longitude: validation.invalidType'],
  ] as [unknown, string][])('refuses %j with one message: %s', (value, message) => {
    expect(messagesOf(LngLat.safeParse(value))).toEqual([message]);
  });
});

describe('a place that may be left out (OptionalLngLat)', () => {
  it('takes both numbers or neither', () => {
    expect(OptionalLngLat.parse({ longitude: 120.1, latitude: 30.2 })).toEqual({ longitude: 120.1, latitude: 30.2 });
    expect(OptionalLngLat.parse({ longitude: null, latitude: null })).toEqual({ longitude: null, latitude: null });
  });

  it('names the missing half of a place as required', () => {
    expect(messagesOf(OptionalLngLat.safeParse({ longitude: 120.1, latitude: null }))).toEqual([
      'latitude: validation.required',
    ]);
    expect(messagesOf(OptionalLngLat.safeParse({ longitude: null, latitude: 30.2 }))).toEqual([
      'longitude: validation.required',
    ]);
  });

  it('checks the numbers it is given as a stored place does', () => {
    expect(messagesOf(OptionalLngLat.safeParse({ longitude: 200, latitude: 30.2 }))).toEqual([
      'longitude: validation.invalid',
    ]);
  });
});

describe('decimals', () => {
  it.each([
    [0.1, 1, true],
    [0.3, 1, true],
    [116.397128, 6, true],
    [-33.868819, 6, true],
    [179.999999, 6, true],
    [1.0000001, 6, false],
    [0.1 + 0.2, 6, false],
    [12.5, 0, false],
  ])('%f has at most %i decimals: %s', (value, places, expected) => {
    expect(hasAtMostDecimals(value, places)).toBe(expected);
  });

  it('takes the numbers of six decimals a client rounds to, across the whole range', () => {
    const schema = decimalInRange(-180, 180, 6);
    const refused: number[] = [];
    // A step that is no round number, so the sweep meets every kind of last digit.
    for (let micro = -180_000_000; micro <= 180_000_000; micro += 36_037) {
      const rounded = Math.round((micro / 1e6) * 1e6) / 1e6;
      if (!schema.safeParse(rounded).success) refused.push(rounded);
    }
    expect(refused).toEqual([]);
  });
});
