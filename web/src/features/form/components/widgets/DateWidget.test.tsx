import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../../../../test/fake-api';
import { renderForm } from './render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

describe('DateWidget', { timeout: 20_000 }, () => {
  it('shows a stored YYYY-MM-DD date in the picker and read-only', async () => {
    const { unmount } = renderForm([{ key: 'day', title: '检验日期', kind: 'date' }], { day: '2026-03-05' });
    // A stand-in shows the date until the field is used; the picker then loads, open on that date.
    const standIn = screen.getByRole('textbox') as HTMLInputElement;
    expect(standIn.value).toBe('2026-03-05');
    expect(document.querySelector('.ant-picker')).toBeNull();
    fireEvent.focus(standIn);
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull(), { timeout: 10_000 });
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2026-03-05');
    expect(document.querySelector('.ant-picker-cell-selected')?.textContent).toBe('5');
    unmount();
    renderForm([{ key: 'day', title: '检验日期', kind: 'date' }], { day: '2026-03-05' }, { readOnly: true });
    expect(screen.getByText('2026-03-05')).toBeTruthy();
  });
});
