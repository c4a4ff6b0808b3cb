import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../../../../test/fake-api';
import { renderForm } from './render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

describe('DateWidget', { timeout: 20_000 }, () => {
  it('shows a stored YYYY-MM-DD date in the picker and read-only', async () => {
    const { unmount } = renderForm([{ key: 'day', title: '检验日期', kind: 'date' }], { day: '2026-03-05' });
    // The picker is loaded when a date is edited.
    const input = (await screen.findByRole('textbox', {}, { timeout: 10_000 })) as HTMLInputElement;
    expect(input.value).toBe('2026-03-05');
    unmount();
    renderForm([{ key: 'day', title: '检验日期', kind: 'date' }], { day: '2026-03-05' }, { readOnly: true });
    expect(screen.getByText('2026-03-05')).toBeTruthy();
  });
});
