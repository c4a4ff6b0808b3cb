import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY, useIsPhone } from './use-is-phone';

/** A media query list whose answer the test changes, telling its listeners as a browser would. */
function fakeScreen(phone: boolean) {
  const listeners = new Set<() => void>();
  let matches = phone;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches && query === PHONE_QUERY;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    listeners,
    resize(toPhone: boolean) {
      matches = toPhone;
      for (const listener of listeners) listener();
    },
  };
}

function Probe() {
  return <output aria-label="layout">{useIsPhone() ? 'phone' : 'desktop'}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useIsPhone', () => {
  it('reads the width on the first render and follows it across the breakpoint', () => {
    const screenSize = fakeScreen(true);
    const { unmount } = render(<Probe />);
    expect(screen.getByLabelText('layout').textContent).toBe('phone');
    act(() => screenSize.resize(false));
    expect(screen.getByLabelText('layout').textContent).toBe('desktop');
    act(() => screenSize.resize(true));
    expect(screen.getByLabelText('layout').textContent).toBe('phone');
    unmount();
    expect(screenSize.listeners.size).toBe(0);
  });
});
