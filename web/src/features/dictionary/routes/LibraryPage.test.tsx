import type { DictItem, DictType } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderScreen, setUpScreenTests, stubFetch } from '../../../test/fake-api';
import LibraryPage from './LibraryPage';

const TYPES: DictType[] = [
  { id: 1, code: 'company_nature', name: '公司性质', sort: 10, item_count: 2 },
  { id: 2, code: 'gender', name: '性别', sort: 20, item_count: 3 },
];
const ITEMS: Record<number, DictItem[]> = {
  1: [
    {
      id: 11,
      type_id: 1,
      owner_key: null,
      owner_name: null,
      key: 'state_owned',
      value: '国有企业',
      sort: 10,
      enabled: true,
    },
    {
      id: 12,
      type_id: 1,
      owner_key: 'hdny',
      owner_name: '华东能源工程项目部',
      key: 'hd',
      value: '华东自有',
      sort: 20,
      enabled: false,
    },
  ],
  2: [{ id: 21, type_id: 2, owner_key: null, owner_name: null, key: 'male', value: '男', sort: 10, enabled: true }],
};

const list = (result: unknown[]) => ok({ result, paging: { count: result.length, page: 1, perPage: -1 } });

/** The server as the page sees it; `granted` are the page's actions that are on. */
function serve(granted: string[]) {
  const calls: string[] = [];
  stubFetch((url) => {
    calls.push(url.pathname + url.search);
    switch (url.pathname) {
      case '/api/organization/get-page-permission':
        return ok(
          ['index', 'create', 'update', 'delete'].map((type) => ({
            type,
            status: granted.includes(type) ? 'on' : 'off',
          })),
        );
      case '/api/dict-type/index':
        return list(TYPES);
      case '/api/dict-item/index':
        return list(ITEMS[Number(url.searchParams.get('type_id'))] ?? []);
      case '/api/dict-item/scopes':
        return ok([{ key: 'hdny', name: '华东能源工程项目部', enabled: true }]);
      case '/api/table-setting/view':
        return ok({ key: url.searchParams.get('key'), columns: [] });
      default:
        return undefined;
    }
  });
  return calls;
}

setUpScreenTests({ signInTo: { key: 'config', name: '平台配置中心', isConfig: true } });

const renderPage = () => renderScreen(<LibraryPage />);

// A whole screen of antd in jsdom takes a few seconds to draw the first time.
describe('LibraryPage', { timeout: 20_000 }, () => {
  it("selects the first type, shows its options with their scope, and follows the user's choice", async () => {
    const calls = serve(['index', 'create', 'update', 'delete']);
    renderPage();
    expect(await screen.findByText('国有企业', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('华东自有')).toBeTruthy();
    expect(screen.getAllByText('平台').length).toBeGreaterThan(0);
    expect(screen.getByText('新增选项')).toBeTruthy();
    expect(screen.getByText('新增类型')).toBeTruthy();

    fireEvent.click(screen.getByText('性别'));
    expect(await screen.findByText('男')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('国有企业')).toBeNull());
    expect(calls).toContain('/api/dict-item/index?page=1&per-page=-1&sort=sort&type_id=2');
  });

  it('hides the editing controls when the actions are off', async () => {
    serve(['index']);
    renderPage();
    expect(await screen.findByText('国有企业', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('新增选项')).toBeNull();
    expect(screen.queryByText('新增类型')).toBeNull();
    expect(document.querySelector('.ant-switch')).toBeNull();
    expect(screen.getByText('停用')).toBeTruthy();
  });
});
