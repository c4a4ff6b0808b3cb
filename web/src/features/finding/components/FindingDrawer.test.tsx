import type { FindingDetail } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import { FindingDrawer } from './FindingDrawer';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const finding = (over: Partial<FindingDetail> = {}): FindingDetail => ({
  id: 5,
  project_id: 1,
  project_name: '华东变电站',
  type_name: '质量问题',
  theme_name: '焊接',
  description: '油箱焊缝渗油',
  location: '1#主变',
  is_important: true,
  on_focus: false,
  state: 'submitted',
  responsible_name: '周检验',
  due_date: '2026-03-01',
  overdue: true,
  raised_by_name: '孙检验',
  raised_at: '2026-02-20T02:00:00Z',
  equipment_id: null,
  report_id: null,
  report_template_id: null,
  type_id: 1,
  theme_id: 2,
  clause: { id: 3, code: '5.2', title: '焊接', law_id: 6, law_code: 'GB 50148-2010' },
  responsible: { id: 4, name: '周检验' },
  responsible_org: '',
  photos: [],
  closed_at: null,
  steps: [
    {
      action: 'raise',
      from_state: 'open',
      to_state: 'open',
      note: '',
      files: [],
      actor_name: '孙检验',
      at: '2026-02-20T02:00:00Z',
    },
    {
      action: 'submit',
      from_state: 'open',
      to_state: 'submitted',
      note: '已补焊',
      files: [{ id: '0b7e4c1a-1111-4222-8333-444455556666', name: '补焊.jpg' }],
      actor_name: '周检验',
      at: '2026-02-22T02:00:00Z',
    },
  ],
  actions: ['verify', 'return'],
  ...over,
});

const open = () => renderScreen(<FindingDrawer id={5} onClose={() => undefined} />, { route: '/project/found/list/1' });

describe('FindingDrawer', { timeout: 20_000 }, () => {
  it('shows the finding, its steps and the buttons of the steps the caller may take', async () => {
    fakeApi({ '/finding/view': () => success(finding()) });
    open();
    expect(await screen.findByText('油箱焊缝渗油')).toBeTruthy();
    expect(screen.getByText('待复查')).toBeTruthy();
    expect(screen.getByText('已逾期')).toBeTruthy();
    // The clause leads to its standard's page at the clause, whose evidence lists the finding.
    expect(screen.getByRole('link', { name: 'GB 50148-2010 5.2 焊接' }).getAttribute('href')).toBe(
      '/knowledge/criterion?law_id=6&clause_id=3',
    );
    const steps = screen.getAllByTestId('finding-step');
    expect(steps).toHaveLength(2);
    expect(within(steps[1] as HTMLElement).getByRole('link', { name: /补焊\.jpg/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复查销号' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '退回整改' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交整改' })).toBeNull();
  });

  it('shows no step to a closed finding', async () => {
    fakeApi({ '/finding/view': () => success(finding({ state: 'closed', overdue: false, actions: [] })) });
    open();
    expect(await screen.findByText('已销号')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '复查销号' })).toBeNull();
  });

  it('returns with a reason, confirmed first', async () => {
    const api = fakeApi({
      '/finding/view': () => success(finding()),
      '/finding/act': () => success(finding({ state: 'open', actions: [] })),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '退回整改' }));
    const box = (await screen.findByText('退回原因')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(box).getByRole('button', { name: '退回整改' }));
    expect(await within(box).findByText('请填写说明')).toBeTruthy();
    expect(api.posts('/finding/act')).toHaveLength(0);
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '缺少试验记录' } });
    fireEvent.click(within(box).getByRole('button', { name: '退回整改' }));
    await waitFor(() => expect(api.posts('/finding/act')).toHaveLength(1));
    expect(api.posts('/finding/act')[0]?.query.get('id')).toBe('5');
    expect(api.posts('/finding/act')[0]?.body).toEqual({ action: 'return', note: '缺少试验记录' });
  });
});
