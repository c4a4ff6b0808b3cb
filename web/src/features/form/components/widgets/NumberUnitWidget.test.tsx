import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../../../../test/fake-api';
import { renderForm } from './render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const item = { key: 'pressure', title: '压力', kind: 'number' as const, unit: 'MPa', minimum: 0, maximum: 10 };

describe('NumberUnitWidget', { timeout: 20_000 }, () => {
  it('takes a number with its unit', () => {
    const { last } = renderForm([item]);
    expect(screen.getByText('MPa')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '2.5' } });
    expect(last()).toEqual({ pressure: 2.5 });
  });

  it('reads as the number and unit', () => {
    renderForm([item], { pressure: 1.6 }, { readOnly: true });
    expect(screen.getByText('1.6 MPa')).toBeTruthy();
  });
});
