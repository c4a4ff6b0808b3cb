import { defineList, type ListData } from '@app/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../lib/use-is-phone';
import { useSessionStore } from '../../stores/session';
import { cleanUpScreen, prepareDom, renderScreen } from '../../test/fake-api';
import { DataTable, type DataTableProps } from './DataTable';
import type { ListParams } from './types';

interface Row {
  id: number;
  name: string;
}

const ROWS = defineList({ sort: ['name'], defaultSort: '-name', filters: { name: 'text' } });

beforeAll(prepareDom);
afterEach(() => {
  cleanUpScreen();
  useSessionStore.setState({ user: null });
});

function renderTable(total: number, extra: Partial<DataTableProps<Row>> = {}) {
  const asked: ListParams[] = [];
  const fetch = vi.fn(async (params: ListParams): Promise<ListData<Row>> => {
    asked.push(params);
    const size = params.perPage === -1 ? total : params.perPage;
    const start = (params.page - 1) * size;
    const result = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
      id: start + i + 1,
      name: `项目${start + i + 1}`,
    }));
    return { result, paging: { count: total, page: params.page, perPage: params.perPage } };
  });
  renderScreen(
    <DataTable<Row>
      queryKey={['rows']}
      fetch={fetch}
      rowKey="id"
      list={ROWS}
      indexTitle="序号"
      columns={[{ key: 'name', title: '名称' }]}
      {...extra}
    />,
  );
  return asked;
}

describe('DataTable', () => {
  it('asks for all rows with the default sort first and shows the footer', async () => {
    const asked = renderTable(3);
    expect(await screen.findByText('项目3')).toBeTruthy();
    expect(asked[0]).toEqual({ page: 1, perPage: -1, sort: '-name', filters: {} });
    expect(screen.getByText('当前第 1 - 3 条，共 3 条，第 1 / 1 页')).toBeTruthy();
  });

  it('shows a capped count as 1,000+ and its pages as a floor', async () => {
    renderTable(0, {
      defaultPerPage: 15,
      fetch: async (params) => ({
        result: [{ id: 1, name: '项目1' }],
        paging: { count: 1000, page: params.page, perPage: params.perPage, countCapped: true },
      }),
    });
    expect(await screen.findByText('当前第 1 - 15 条，共 1,000+ 条，第 1 / 67+ 页')).toBeTruthy();
  });

  it('toggles the sort of a column between ascending and descending', async () => {
    const asked = renderTable(3);
    await screen.findByText('项目1');
    const [header] = screen.getAllByRole('columnheader', { name: /名称/ });
    if (!header) throw new Error('no 名称 header');
    fireEvent.click(header);
    await waitFor(() => expect(asked.at(-1)?.sort).toBe('name'));
    fireEvent.click(header);
    await waitFor(() => expect(asked.at(-1)?.sort).toBe('-name'));
    fireEvent.click(header);
    await waitFor(() => expect(asked.at(-1)?.sort).toBe('name'));
  });

  it('draws a skeleton, not the empty text, until the first answer is in', async () => {
    let answer: (data: ListData<Row>) => void = () => undefined;
    renderTable(0, { fetch: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('status', { name: '正在加载...' })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    answer({ result: [], paging: { count: 0, page: 1, perPage: -1 } });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '正在加载...' })).toBeNull();
  });

  it('shows the empty text when nothing matches', async () => {
    renderTable(0);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('says a failed first load failed, and retries it', async () => {
    let fail = true;
    renderTable(0, {
      fetch: async (params) => {
        if (fail) throw new Error('offline');
        return { result: [{ id: 1, name: '项目1' }], paging: { count: 1, page: params.page, perPage: params.perPage } };
      },
    });
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('项目1')).toBeTruthy();
  });
});

describe('DataTable and the list spec', () => {
  const headerOf = (name: string) => {
    const [header] = screen.getAllByRole('columnheader', { name: new RegExp(name) });
    if (!header) throw new Error(`no ${name} header`);
    return header;
  };

  it("sorts only the columns in the spec's sort and filters those in its filters, as their kind says", async () => {
    const asked = renderTable(3, {
      list: defineList({ sort: ['name'], defaultSort: 'name', filters: { code: 'text' } }),
      columns: [
        { key: 'name', title: '名称' },
        { key: 'code', title: '编号' },
      ],
    });
    await screen.findByText('项目3');
    expect(asked[0]?.sort).toBe('name');
    const name = headerOf('名称');
    const code = headerOf('编号');
    expect(name.classList.contains('ant-table-column-has-sorters')).toBe(true);
    expect(code.classList.contains('ant-table-column-has-sorters')).toBe(false);
    expect(name.querySelector('.ant-table-filter-trigger')).toBeNull();
    const trigger = code.querySelector('.ant-table-filter-trigger');
    if (!trigger) throw new Error('no filter on 编号');
    fireEvent.click(trigger);
    expect(await screen.findByPlaceholderText('输入关键字')).toBeTruthy();
  });

  describe("a filter's own sort", () => {
    const withCode = (): Partial<DataTableProps<Row>> => ({
      list: defineList({ sort: ['name', 'code'], defaultSort: '-name', filters: { code: 'text' } }),
      sortByFilter: { code: '-code' },
      columns: [
        { key: 'name', title: '名称' },
        { key: 'code', title: '编号' },
      ],
    });
    const filterBy = async (value: string) => {
      const trigger = headerOf('编号').querySelector('.ant-table-filter-trigger');
      if (!trigger) throw new Error('no filter on 编号');
      fireEvent.click(trigger);
      const input = await screen.findByPlaceholderText('输入关键字');
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    };

    it('orders the list while the filter is set in place of the default, and the reset gives the default back', async () => {
      const asked = renderTable(3, withCode());
      await screen.findByText('项目3');
      await filterBy('A1');
      await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: '-code', filters: { code: 'A1' } }));
      expect(headerOf('编号').getAttribute('aria-sort')).toBe('descending');
      const reset = screen.getAllByRole('button', { name: /重\s*置/ }).at(-1);
      if (!reset) throw new Error('no reset button');
      fireEvent.click(reset);
      await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: '-name', filters: { code: '' } }));
    });

    it('leaves a sort the user chose', async () => {
      const asked = renderTable(3, withCode());
      await screen.findByText('项目3');
      fireEvent.click(headerOf('名称'));
      await waitFor(() => expect(asked.at(-1)?.sort).toBe('name'));
      await filterBy('B2');
      await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'name', filters: { code: 'B2' } }));
    });
  });

  it('reports during development a select filter whose column gives no choices, and offers no filter there', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTable(3, { list: defineList({ sort: ['name'], defaultSort: 'name', filters: { name: 'select' } }) });
    await screen.findByText('项目3');
    expect(headerOf('名称').querySelector('.ant-table-filter-trigger')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('column "name": the list filters it by select'));
    error.mockRestore();
  });
});

describe('DataTable toolbar', () => {
  it("holds the page's buttons, and the export button only when it is allowed", async () => {
    renderTable(3, { toolbar: <button type="button">新增</button>, exportUrl: '/rows/export', canExport: false });
    await screen.findByText('项目3');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导出 Excel/ })).toBeNull();
    cleanup();
    renderTable(3, { exportUrl: '/rows/export', canExport: true });
    expect(await screen.findByRole('button', { name: /导出 Excel/ })).toBeTruthy();
  });

  it("applies the user's saved columns: hidden ones are not drawn, unknown ones ignored", async () => {
    useSessionStore.setState({ user: { id: 7 } as never });
    const saved = {
      key: 'rows',
      columns: [
        { key: 'gone', visible: true },
        { key: 'name', visible: false },
      ],
    };
    const fetch = vi.fn(async (_url: string) => Response.json({ code: 1, msg: '', data: saved }));
    vi.stubGlobal('fetch', fetch);
    renderTable(3, {
      settingsKey: 'rows',
      columns: [
        { key: 'name', title: '名称' },
        { key: 'code', title: '编号' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '名称' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: '编号' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/table-setting/view?key=rows');
    expect(screen.getByRole('button', { name: /列设置/ })).toBeTruthy();
  });

  it('pins the row actions at the right edge on a desktop, but not on a phone where they would fill it', async () => {
    const pinned = () => document.querySelectorAll('th[class*="cell-fix"], td[class*="cell-fix"]').length;
    const columns = [
      { key: 'name', title: '名称' },
      { key: 'operation', title: '操作', render: () => '编辑' },
    ];
    renderTable(3, { columns });
    await screen.findByText('项目3');
    expect(pinned()).toBeGreaterThan(0);
    cleanup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderTable(3, { columns });
    await screen.findByText('项目3');
    expect(pinned()).toBe(0);
  });

  it('renders a virtual body only when a large page holds more than 100 rows', async () => {
    renderTable(150);
    await waitFor(() => expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull());
    cleanup();
    renderTable(3);
    await screen.findByText('项目3');
    expect(document.querySelector('.ant-table-tbody-virtual')).toBeNull();
  });
});
