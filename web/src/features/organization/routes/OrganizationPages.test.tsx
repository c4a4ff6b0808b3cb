import type { OrganizationNode, StaffItem } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, permissions, renderScreen, setUpScreenTests, signIn, success } from '../../../test/fake-api';
import ConfigOrganizationPage from './ConfigOrganizationPage';
import ControlOrganizationPage from './ControlOrganizationPage';

const org = (id: number, name: string, extra: Partial<OrganizationNode> = {}): OrganizationNode => ({
  id,
  parent_id: null,
  short_name: name,
  full_name: `${name}有限公司`,
  nature: 'state_owned',
  qualification: '甲级',
  principal: '周总',
  contact: '赵工',
  contact_phone: '13800138000',
  inside: true,
  sort: 0,
  staff_count: 0,
  departments: [],
  children: [],
  ...extra,
});
const TREE = [
  org(1, '中建三局', {
    staff_count: 1,
    departments: [{ id: 10, name: '质量部', sort: 0, staff_count: 1 }],
    children: [org(2, '第一分部', { parent_id: 1, nature: 'unknown_key', inside: false })],
  }),
];
const PERSON: StaffItem = {
  id: 7,
  organization_id: 1,
  department_id: 10,
  department_name: '质量部',
  name: '刘检验',
  job: '质检工程师',
  telephone: '021-66668888',
  photos: [],
  resume: '2010 年起从事压力容器检验。',
  major: '机械工程',
  sort: 0,
  created_at: '2026-11-20T08:00:00.000Z',
};

setUpScreenTests();

const serve = (on?: string[]) =>
  fakeApi({
    '/organization/get-page-permission': permissions(on),
    '/organization/tree': () => success(TREE),
    '/organization/staff': () => success({ result: [PERSON], paging: { count: 1, page: 1, perPage: -1 } }),
    '/organization/department/create': () => success({ id: 11, name: '安全部', sort: 1, staff_count: 0 }),
    '/organization/delete': () => success(null),
    '/data-dictionary/get-dict-value': () => success([{ key: 'state_owned', value: '国有企业' }]),
    '/config/owner/options': () =>
      success([
        { key: 'config', name: '平台配置中心', enabled: true },
        { key: 'xnsd', name: '西南水电检验中心', enabled: true },
      ]),
  });
const showControl = () => {
  signIn();
  return renderScreen(<ControlOrganizationPage />, { route: '/' });
};
/** The tree row of an organisation; found by text, since role queries are slow on a page this size. */
const treeRow = async (name: string) =>
  within(
    (await screen.findByText(name, { selector: '.ant-tree-title *' })).closest('.ant-tree-treenode') as HTMLElement,
  );

describe('organisation pages', { timeout: 20_000 }, () => {
  it('shows the tree with inside/outside tags and the first organisation with its nature by dictionary value', async () => {
    serve();
    showControl();
    expect((await treeRow('中建三局')).getByText('项目内')).toBeTruthy();
    expect((await treeRow('第一分部')).getByText('项目外')).toBeTruthy();
    expect(await screen.findByText('国有企业')).toBeTruthy();
    expect(screen.getByText('中建三局有限公司')).toBeTruthy();
    expect(await screen.findByText('刘检验')).toBeTruthy();
  });

  it('falls back to the stored key when the dictionary lacks it', async () => {
    serve();
    showControl();
    fireEvent.click(await screen.findByText('第一分部', { selector: '.ant-tree-title *' }));
    expect(await screen.findByText('unknown_key')).toBeTruthy();
  });

  it('offers delete only for an organisation without sub-organisations or staff, after confirmation', async () => {
    const api = serve();
    showControl();
    const remove = async (name: string) =>
      (await treeRow(name)).getByLabelText('删除').closest('button') as HTMLButtonElement;
    expect(await remove('中建三局')).toHaveProperty('disabled', true);
    fireEvent.click(await remove('第一分部'));
    await waitFor(() => expect(api.posts('/organization/delete')).toHaveLength(1));
    expect(api.posts('/organization/delete')[0]?.query.get('id')).toBe('2');
  });

  it('adds a department on Enter and opens a résumé', async () => {
    const api = serve();
    showControl();
    const input = await screen.findByPlaceholderText('输入部门名称后回车添加');
    fireEvent.change(input, { target: { value: '安全部' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.posts('/organization/department/create')).toHaveLength(1));
    expect(api.posts('/organization/department/create')[0]?.body).toEqual({ organization_id: 1, name: '安全部' });
    fireEvent.click((await screen.findByText('查看')).closest('button') as HTMLButtonElement);
    expect(await screen.findByText('2010 年起从事压力容器检验。')).toBeTruthy();
  });

  it('offers no changes without the permissions', async () => {
    serve(['index']);
    showControl();
    await treeRow('中建三局');
    expect(screen.queryByText('新增组织')).toBeNull();
    expect(screen.queryByPlaceholderText('输入部门名称后回车添加')).toBeNull();
    expect(screen.queryByText('新增人员')).toBeNull();
  });

  it('in the configuration layout, works on the owner chosen in the address', async () => {
    const api = serve();
    signIn({ key: 'config', isConfig: true });
    renderScreen(<ConfigOrganizationPage />, { route: '/config/project/organization?owner=xnsd' });
    await treeRow('中建三局');
    const tree = api.calls.find((c) => c.path === '/organization/tree');
    expect(tree?.query.get('owner')).toBe('xnsd');
    expect(api.calls.find((c) => c.path === '/organization/get-page-permission')?.query.get('key')).toBe(
      'config-organization',
    );
  });
});
