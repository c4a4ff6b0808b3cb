import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneConfig } from './PhoneConfig';

/** A page with unsaved state: a count the user raised. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

describe('PhoneConfig', () => {
  it('keeps the page mounted when the window crosses the phone width, so unsaved work stays', () => {
    const view = render(
      <PhoneConfig phone={false}>
        <Counter />
      </PhoneConfig>,
    );
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    view.rerender(
      <PhoneConfig phone>
        <Counter />
      </PhoneConfig>,
    );
    expect(screen.getByRole('button').textContent).toBe('2');
    view.rerender(
      <PhoneConfig phone={false}>
        <Counter />
      </PhoneConfig>,
    );
    expect(screen.getByRole('button').textContent).toBe('2');
  });
});
