import type { PageKey } from '@app/contract';
import type { ComponentType } from 'react';

/** A screen loads with its own chunk: the import runs the first time its route is opened. */
export type Screen = () => Promise<{ default: ComponentType }>;

/**
 * What a feature tells the app, in its `index.ts` (features/README.md). `screens` maps a page key of
 * the contract's route table to the lazy import of its screen; the router serves those routes.
 */
export interface WebFeature {
  screens: Partial<Record<PageKey, Screen>>;
}

/** The page keys a feature's manifest names, kept literal by declaring it with `satisfies WebFeature`. */
export type ScreenKeyOf<F> = F extends { screens: infer S } ? keyof S & PageKey : never;
