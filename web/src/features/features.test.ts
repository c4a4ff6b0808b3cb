import { BUILT_PAGES, isPageKey } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { FEATURES, SCREENS } from '.';

describe('the feature manifests', () => {
  it('give a screen to exactly the built pages of the contract', () => {
    const keys = FEATURES.flatMap((feature) => Object.keys(feature.screens));
    expect([...keys].sort()).toEqual([...BUILT_PAGES].sort());
    expect(Object.keys(SCREENS).sort()).toEqual([...BUILT_PAGES].sort());
  });

  it('name each page once, by a key of the route table', () => {
    const keys = FEATURES.flatMap((feature) => Object.keys(feature.screens));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(isPageKey(key), key).toBe(true);
  });

  it('keep every screen a lazy import', () => {
    for (const load of Object.values(SCREENS)) expect(load).toBeTypeOf('function');
  });
});
