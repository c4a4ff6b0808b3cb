import '../texts';
import type { NcrStep } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../../test/fake-api';
import { NcrHistory } from './NcrHistory';

setUpScreenTests();

const step = (over: Partial<NcrStep>): NcrStep => ({
  action: 'execute',
  from_state: 'execution',
  to_state: 'verification',
  note: '已更换密封圈',
  files: [],
  actor_name: '孙检验',
  self_review: false,
  at: '2026-02-23T02:00:00Z',
  ...over,
});

describe('NcrHistory', () => {
  it('marks only a step its actor took on his own work under the relaxed rule', async () => {
    renderScreen(
      <NcrHistory
        steps={[
          step({}),
          step({
            action: 'fail',
            from_state: 'verification',
            to_state: 'execution',
            note: '仍有渗漏',
            actor_name: '吴经理',
          }),
          step({
            action: 'verify',
            from_state: 'verification',
            to_state: 'closed',
            note: '复检合格',
            self_review: true,
          }),
        ]}
      />,
    );
    const [executed, failed, ownVerification] = screen.getAllByTestId('ncr-step') as HTMLElement[];
    expect(within(executed as HTMLElement).queryByTestId('self-review-tag')).toBeNull();
    expect(within(failed as HTMLElement).queryByTestId('self-review-tag')).toBeNull();
    const tag = within(ownVerification as HTMLElement).getByTestId('self-review-tag');
    expect(tag.textContent).toBe('本人审核 · 四眼原则已放宽');
    expect(screen.getAllByTestId('self-review-tag')).toHaveLength(1);

    const why = document.getElementById(tag.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toContain('执行整改');
    fireEvent.mouseEnter(tag);
    expect((await screen.findByRole('tooltip')).textContent).toContain('审计日志和导出的报告');
  });
});
