import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../../../../test/fake-api';
import { rangeText } from './MeasureWidget';
import { renderForm } from './render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const measure = { unit: 'mm', nominal: 10, plus: 0.1, minus: 0.05 };
const item = { key: 'gap', title: '间隙', kind: 'measure' as const, measure };

describe('MeasureWidget', { timeout: 20_000 }, () => {
  it('shows the unit and the acceptable range, and flags a value out of tolerance', () => {
    const { last } = renderForm([item]);
    expect(screen.getByText('mm')).toBeTruthy();
    expect(screen.getByText(/9\.95 ~ 10\.1 mm/)).toBeTruthy();
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '10.05' } });
    expect(last()).toEqual({ gap: 10.05 });
    expect(screen.queryByText('超差')).toBeNull();
    fireEvent.change(input, { target: { value: '10.2' } });
    expect(last()).toEqual({ gap: 10.2 });
    expect(screen.getByText('超差')).toBeTruthy();
  });

  it('reads the value with its unit and flag', () => {
    renderForm([item], { gap: 9.9 }, { readOnly: true });
    expect(screen.getByText('9.9 mm')).toBeTruthy();
    expect(screen.getByText('超差')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('writes the range from nominal and tolerances', () => {
    expect(rangeText({ unit: '', nominal: 1.2, plus: 0.1, minus: 0.2 })).toBe('1 ~ 1.3');
  });
});
