import { render } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { REDUCED_MOTION_QUERY } from '../lib/use-reduced-motion';
import { AppProviders } from './AppProviders';

function systemAsksForLessMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === REDUCED_MOTION_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function motionUnder(reduce: boolean): string | null {
  systemAsksForLessMotion(reduce);
  const { getByLabelText, unmount } = render(
    <AppProviders>
      <MotionProbe />
    </AppProviders>,
  );
  const motion = getByLabelText('motion').textContent;
  unmount();
  return motion;
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{`${token.motion} ${token.motionDurationMid}`}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('AppProviders', () => {
  it('turns every antd motion off when the system asks for less motion', () => {
    expect(motionUnder(true)).toBe('false 0s');
  });

  it('keeps the motion otherwise', () => {
    expect(motionUnder(false)).toBe('true 0.2s');
  });
});
