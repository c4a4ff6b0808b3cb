import type { Clause, ClauseTree } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { describe, expect, it } from 'vitest';
import { connectFeedback } from '../../../lib/feedback';
import { fakeApi, permissions, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import CriterionPage from './CriterionPage';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const clause = (id: number, code: string, parent: number | null, title: string, requirement = ''): Clause => ({
  id,
  law_id: 3,
  parent_id: parent,
  code,
  level: code.split('.').length,
  title,
  requirement,
  updated_at: '2026-11-01T08:00:00Z',
});
const tree: ClauseTree = {
  law: { id: 3, code: 'GB/T 1094.1-2013', title: '电力变压器 第1部分：总则' },
  clauses: [
    clause(1, '5', null, '额定值和一般要求'),
    clause(2, '5.1', 1, '额定容量', '应在规定条件下连续输送额定容量。'),
    clause(3, '5.1.1', 2, '', '多绕组变压器应给出容量组合。'),
    clause(4, '5.10', 1, '短路阻抗', '应在允许偏差之内。'),
  ],
};

const serve = (actions?: string[], answer: ClauseTree = tree) =>
  fakeApi({
    '/criterion/laws': () => success([answer.law]),
    '/criterion/tree': () => success(answer),
    '/criterion/delete': () => success({ count: 3 }),
    '/organization/get-page-permission': permissions(actions),
  });

describe('CriterionPage', { timeout: 20_000 }, () => {
  it('asks for a standard before showing any clauses', async () => {
    serve(['index']);
    renderScreen(<CriterionPage />, { route: '/knowledge/criterion' });
    expect(await screen.findByText('请选择一个标准，查看其条款分解')).toBeTruthy();
  });

  it('lists the clause tree with its requirements, read only for a reader', async () => {
    const api = serve(['index']);
    renderScreen(<CriterionPage />, { route: '/knowledge/criterion?law_id=3' });
    expect(await screen.findByText('5.1.1')).toBeTruthy();
    expect(screen.getByText('多绕组变压器应给出容量组合。')).toBeTruthy();
    expect(screen.getByText('短路阻抗')).toBeTruthy();
    expect(screen.getByText('共 4 条条款')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/criterion/tree' && c.query.get('law_id') === '3')).toBe(true);
    // The standard shows in the picker.
    expect(screen.getByText('GB/T 1094.1-2013 电力变压器 第1部分：总则')).toBeTruthy();
    // Natural order: 5.1 and its child before 5.10.
    const codes = [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? '');
    expect(codes.filter(Boolean)).toEqual(['5', '5.1', '5.1.1', '5.10']);
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('新增一级条款')).toBeNull();
    expect(screen.queryByText('导入')).toBeNull();
  });

  it("opens a clause's evidence from the address: the reports and findings citing it, each linked", async () => {
    fakeApi({
      '/criterion/laws': () => success([tree.law]),
      '/criterion/tree': () => success(tree),
      '/organization/get-page-permission': permissions(['index']),
      '/report/clause-evidence': () =>
        success([
          {
            id: 41,
            template_id: 7,
            number: 'JY-2026-0041',
            report_type: 'inspection',
            project_name: '皖南变电站扩建工程',
            report_date: '2026-11-20',
            conclusion: 'pass',
            status: 'approved',
          },
        ]),
      '/finding/by-clause': () =>
        success([
          {
            id: 9,
            project_id: 2,
            project_name: '皖南变电站扩建工程',
            description: '铭牌字迹模糊',
            state: 'open',
            raised_at: '2026-11-21T02:00:00Z',
          },
        ]),
      '/project/options': () => success([{ id: 2, name: '皖南变电站扩建工程' }]),
      '/report/clause-coverage': () =>
        success({ total: 3, cited: 1, uncited: [{ id: 3, code: '5.1.1', title: '', level: 3 }] }),
    });
    renderScreen(<CriterionPage />, { route: '/knowledge/criterion?law_id=3&clause_id=4' });
    expect(await screen.findByText('条款 5.10 的证据')).toBeTruthy();
    const report = await screen.findByRole('link', { name: 'JY-2026-0041' });
    expect(report.getAttribute('href')).toBe('/project/found/report/list/detail/41/7');
    const finding = await screen.findByRole('link', { name: '铭牌字迹模糊' });
    expect(finding.getAttribute('href')).toBe('/project/found/list/2?finding=9');
    expect(screen.getByText('待整改')).toBeTruthy();
  });

  it('asks before deleting a clause with its sub-clauses, then sends the confirmed delete', async () => {
    const api = serve();
    renderScreen(<CriterionPage />, { route: '/knowledge/criterion?law_id=3' });
    expect(await screen.findByText('新增一级条款')).toBeTruthy();
    expect(screen.getByText('导入')).toBeTruthy();
    // The dialog's question is recorded, then declined once and accepted once.
    const asked: string[] = [];
    let accept = false;
    const modal = {
      confirm: (o: { content: string; onOk(): void; onCancel(): void }) => {
        asked.push(o.content);
        if (accept) o.onOk();
        else o.onCancel();
      },
    } as unknown as ModalApi;
    connectFeedback({ message: { open: () => undefined } as unknown as MessageInstance, modal });
    const deleteFirst = async () => fireEvent.click((await screen.findAllByText('删除'))[0] as HTMLElement);
    await deleteFirst();
    await waitFor(() => expect(asked).toEqual(['删除条款“5”及其 3 个下级条款？']));
    expect(api.posts('/criterion/delete')).toHaveLength(0);
    accept = true;
    await deleteFirst();
    await waitFor(() => expect(api.posts('/criterion/delete')).toHaveLength(1));
    expect(api.posts('/criterion/delete')[0]?.query.get('id')).toBe('1');
    expect(api.posts('/criterion/delete')[0]?.query.get('subtree')).toBe('1');
  });

  it('says when a standard has no clauses yet', async () => {
    serve(['index'], { ...tree, clauses: [] });
    renderScreen(<CriterionPage />, { route: '/knowledge/criterion?law_id=3' });
    expect(await screen.findByText('该标准还没有条款')).toBeTruthy();
  });
});
