import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSocketState } from '../../lib/socket';
import { ConnectionState } from './ConnectionState';

afterEach(() => {
  cleanup();
  useSocketState.setState({ state: 'off' });
});

describe('the top bar’s connection state', () => {
  it('names the socket’s state to assistive technology, and follows it', () => {
    useSocketState.setState({ state: 'connecting' });
    render(<ConnectionState />);
    expect(screen.getByRole('img', { name: '实时连接：正在连接' })).toBeTruthy();
    act(() => useSocketState.setState({ state: 'connected' }));
    expect(screen.getByRole('img', { name: '实时连接：已连接' })).toBeTruthy();
    act(() => useSocketState.setState({ state: 'unavailable' }));
    expect(screen.getByRole('img', { name: '实时连接：实时功能不可用' })).toBeTruthy();
  });

  it('is not a live region: a reconnection interrupts nobody', () => {
    render(<ConnectionState />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });
});
