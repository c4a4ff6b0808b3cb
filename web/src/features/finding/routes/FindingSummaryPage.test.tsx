import type { FindingRate } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import FindingSummaryPage from './FindingSummaryPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const row: FindingRate = {
  id: 7,
  name: '皖南变电站扩建工程',
  raised: 4,
  closed: 3,
  rectified: 3,
  answered_in_time: 2,
  reports: 2,
  overdue: 1,
  closure_rate: 0.75,
  response_rate: 0.5,
};

describe('问题汇总', { timeout: 20_000 }, () => {
  it('shows the rates of the group and exports the same group as a workbook', async () => {
    const api = fakeApi({ '/finding/rates': () => success([row]) });
    renderScreen(<FindingSummaryPage />);
    expect(await screen.findByText('皖南变电站扩建工程', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    fireEvent.click(screen.getByText('按问题类型'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/finding/rates' && c.query.get('group') === 'type')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => {
      const exported = api.calls.find((c) => c.path === '/finding/rates/export');
      expect(exported?.query.get('group')).toBe('type');
    });
  });
});
