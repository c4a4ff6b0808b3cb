import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/fake-api';
import '../texts';
import type { MatrixGroup } from './ActionMatrix';
import { MatrixEditor } from './MatrixEditor';
import type { Matrix } from './matrix-state';

beforeAll(prepareDom);
afterEach(cleanup);

const GROUPS: MatrixGroup[] = [
  {
    key: 'default',
    title: '首页',
    rows: [
      { key: 'home', name: '首页', label: '首页' },
      { key: 'inbox', name: '收件箱', label: '收件箱' },
    ],
  },
];

function renderEditor(initial: Matrix, options: { readOnly?: boolean } = {}) {
  const onSave = vi.fn(async (_draft: Matrix) => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <MatrixEditor
            title="「检验员」的权限"
            groups={GROUPS}
            rowHeader="页面"
            initial={initial}
            readOnly={options.readOnly ?? false}
            backTo="/list"
            onSave={onSave}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return onSave;
}

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

// antd's table renders slowly in jsdom, more so while other test files run beside this one.
describe('MatrixEditor', { timeout: 20_000 }, () => {
  it('shows the seven actions in Chinese, the section row and the granted cells', () => {
    renderEditor({ home: ['index'] });
    for (const header of ['修改', '查看', '分配', '删除', '新增', '导入', '导出', '全部']) {
      expect(screen.getByRole('checkbox', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('首页', { selector: 'strong' })).toBeTruthy();
    expect(box('首页 查看').checked).toBe(true);
    expect(box('首页 修改').checked).toBe(false);
  });

  it('saves only after a change, sends the draft, and can reset to what was saved', async () => {
    const onSave = renderEditor({ home: ['index'] });
    expect(button(/保\s*存/).disabled).toBe(true);
    expect(button(/重\s*置/).disabled).toBe(true);

    fireEvent.click(box('查看'));
    expect(box('收件箱 查看').checked).toBe(true);
    fireEvent.click(box('收件箱：全部操作'));
    expect(box('收件箱 导出').checked).toBe(true);
    expect(screen.getByText('有尚未保存的修改')).toBeTruthy();

    fireEvent.click(button(/重\s*置/));
    expect(box('收件箱 查看').checked).toBe(false);
    expect(button(/保\s*存/).disabled).toBe(true);

    fireEvent.click(box('首页 新增'));
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ home: ['index', 'create'] }));
    await waitFor(() => expect(button(/保\s*存/).disabled).toBe(true));
  });

  it('lets a reader without the update permission look but not touch', () => {
    renderEditor({ home: ['index'] }, { readOnly: true });
    expect(box('首页 查看').disabled).toBe(true);
    expect(box('查看').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
