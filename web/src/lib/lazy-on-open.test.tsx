import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOnOpen } from './lazy-on-open';

function Panel({ open, text }: { open: boolean; text: string }) {
  return open ? <p>{text}</p> : <p>closed</p>;
}

/** Shows the error a child threw, as the app's error boundaries do. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyOnOpen', () => {
  it('loads nothing until first opened, then shows the component and keeps it mounted once closed', async () => {
    let loads = 0;
    const Lazy = lazyOnOpen(async () => {
      loads += 1;
      return Panel;
    });
    const view = render(<Lazy open={false} text="hello" />);
    expect(loads).toBe(0);
    expect(view.container.textContent).toBe('');

    view.rerender(<Lazy open text="hello" />);
    expect(await screen.findByText('hello')).toBeTruthy();
    // Closed, it stays to play its closing animation.
    view.rerender(<Lazy open={false} text="hello" />);
    expect(screen.getByText('closed')).toBeTruthy();
    view.rerender(<Lazy open text="again" />);
    expect(screen.getByText('again')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('preloads once, and a preloaded component shows in the render that opens it', async () => {
    let loads = 0;
    const Lazy = lazyOnOpen(async () => {
      loads += 1;
      return Panel;
    });
    Lazy.preload();
    Lazy.preload();
    await waitFor(() => expect(loads).toBe(1));
    await Promise.resolve();
    render(<Lazy open text="at once" />);
    expect(screen.getByText('at once')).toBeTruthy();
  });

  it('throws a failed load to the error boundary, and loads again at the next opening', async () => {
    let loads = 0;
    const Lazy = lazyOnOpen(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk missing');
      return Panel;
    });
    const first = render(
      <Boundary>
        <Lazy open text="never" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk missing')).toBeTruthy();
    first.unmount();

    render(<Lazy open text="second try" />);
    expect(await screen.findByText('second try')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
