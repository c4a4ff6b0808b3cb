import '../texts';
import type { WorkflowHistoryEntry } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../../test/fake-api';
import { HistoryTimeline } from './HistoryTimeline';

setUpScreenTests();

const entry = (over: Partial<WorkflowHistoryEntry>): WorkflowHistoryEntry => ({
  id: 1,
  event: 'submit',
  actor_name: '张三',
  node_id: null,
  node_name: null,
  target_name: null,
  comment: '',
  attachments: [],
  self_review: false,
  at: '2026-03-05T08:00:00Z',
  ...over,
});

describe('HistoryTimeline', () => {
  it('marks only the decisions an author took on his own form under the relaxed rule', async () => {
    renderScreen(
      <HistoryTimeline
        history={[
          entry({}),
          entry({ id: 2, event: 'approve', actor_name: '李四', node_id: 'pm', node_name: '项目经理审核' }),
          entry({ id: 3, event: 'approve', node_id: 'sup', node_name: '监理审核', self_review: true }),
        ]}
      />,
    );
    const [submitted, approved, ownApproval] = screen.getAllByTestId('history-entry') as HTMLElement[];
    expect(within(submitted as HTMLElement).queryByTestId('self-review-tag')).toBeNull();
    expect(within(approved as HTMLElement).queryByTestId('self-review-tag')).toBeNull();
    const tag = within(ownApproval as HTMLElement).getByTestId('self-review-tag');
    expect(tag.textContent).toBe('本人审核 · 四眼原则已放宽');
    expect(screen.getAllByTestId('self-review-tag')).toHaveLength(1);

    // Told to a screen reader as the tag's description, and to the eye in a tooltip on focus or hover.
    const why = document.getElementById(tag.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toContain('表单的提交人或填写人本人');
    expect(tag.tabIndex).toBe(0);
    fireEvent.focus(tag);
    expect((await screen.findByRole('tooltip')).textContent).toContain('已放宽表单审核的四眼原则');
  });
});
