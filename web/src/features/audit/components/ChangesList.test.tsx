import { AUDIT_ENTITIES, type AuditEntry } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderScreen, setUpScreenTests } from '../../../test/fake-api';
import { ChangesList } from './ChangesList';
import { entityLabel, fieldLabel, valueText } from './change-labels';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const entry = (entity: string, action: AuditEntry['action'], changes: AuditEntry['changes']): AuditEntry => ({
  id: 1,
  at: '2026-01-01T00:00:00Z',
  actor_name: '系统管理员',
  address: '127.0.0.1',
  entity,
  entity_id: '7',
  action,
  changes,
});
const lineTexts = () => Array.from(document.querySelectorAll('.ant-typography-ellipsis'), (line) => line.textContent);

describe('ChangesList', () => {
  it('names fields and values as people say them, not as columns and codes', () => {
    renderScreen(
      <ChangesList
        entry={entry('users', 'update', {
          gender: { before: 'male', after: 'female' },
          role: { before: 'staff', after: 'manager' },
          enabled: { before: true, after: false },
        })}
      />,
    );
    expect(lineTexts()).toEqual(['角色：检验员 → 项目经理', '状态：启用 → 停用', '性别：男 → 女']);
  });

  it('says that a password was set or changed, never what it is', () => {
    renderScreen(
      <ChangesList entry={entry('users', 'update', { password_hash: { before: '******', after: '******' } })} />,
    );
    expect(lineTexts()).toEqual(['密码：已修改']);
    expect(document.body.textContent).not.toContain('******');
  });

  it('shows the values of a new row alone, and those of a removed row as they were', () => {
    renderScreen(<ChangesList entry={entry('staff', 'create', { name: { before: null, after: '王工' } })} />);
    renderScreen(<ChangesList entry={entry('files', 'delete', { size: { before: 2048, after: null } })} />);
    expect(lineTexts()).toEqual(['姓名：王工', '大小：2 KB']);
  });

  it('leads with what names the row, ends with ids and order, and leaves out what a new row left unset', () => {
    renderScreen(
      <ChangesList
        entry={entry('organizations', 'create', {
          sort: { before: null, after: 0 },
          inside: { before: null, after: true },
          nature: { before: null, after: null },
          parent_id: { before: null, after: null },
          short_name: { before: null, after: '质检部' },
        })}
      />,
    );
    expect(lineTexts()).toEqual(['简称：质检部', '项目内外：项目内', '显示顺序：0']);
  });

  it('names the fields of a law and of a news item, and a law’s status', () => {
    renderScreen(
      <ChangesList
        entry={entry('laws', 'update', {
          status: { before: 'current', after: 'replaced' },
          enable_date: { before: '2014-12-14', after: '2018-07-01' },
          content_length: { before: 120, after: 240 },
        })}
      />,
    );
    renderScreen(
      <ChangesList
        entry={entry('news', 'create', {
          title: { before: null, after: '关于春节值班安排的通知' },
          pinned: { before: null, after: true },
          published_at: { before: null, after: '2026-02-01T00:00:00.000Z' },
        })}
      />,
    );
    expect(lineTexts()).toEqual([
      '状态：现行 → 被代替',
      '实施日期：2014-12-14 → 2018-07-01',
      '正文字数：120 → 240',
      '标题：关于春节值班安排的通知',
      '置顶：是',
      '发布时间：2026-02-01T00:00:00.000Z',
    ]);
  });

  it("reads a role's grants by page title and action", () => {
    renderScreen(
      <ChangesList
        entry={entry('role_permissions', 'update', { 'control-role': { before: [], after: ['index', 'update'] } })}
      />,
    );
    expect(lineTexts()).toEqual(['角色管理：无 → 查看、修改']);
  });

  it('keeps a row to three lines and opens the whole change on request', async () => {
    const fields = ['username', 'name', 'gender', 'phone', 'email'];
    renderScreen(
      <ChangesList
        entry={entry('users', 'create', Object.fromEntries(fields.map((f) => [f, { before: null, after: 'x' }])))}
      />,
    );
    expect(lineTexts()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '查看全部 5 项' }));
    expect(await screen.findByText('全部变更（5 项）')).toBeTruthy();
    expect(lineTexts()).toHaveLength(8);
  });
});

describe('change labels', () => {
  const t = i18n.t.bind(i18n);

  it('translates entities and fields, and keeps what it does not know as it is', () => {
    expect(entityLabel('users')).toBe('用户');
    expect(entityLabel('robots')).toBe('robots');
    expect(fieldLabel('users', 'password_hash')).toBe('密码');
    expect(fieldLabel('users', 'name')).toBe('姓名');
    expect(fieldLabel('dict_types', 'name')).toBe('类型名称');
    expect(fieldLabel('page_permissions', 'manager')).toBe('项目经理');
    expect(fieldLabel('users', 'shoe_size')).toBe('shoe_size');
  });

  it('names every audited table in both languages, laws and news among them', () => {
    expect(entityLabel('laws')).toBe('法规标准');
    expect(entityLabel('news')).toBe('新闻动态');
    expect(entityLabel('findings')).toBe('发现问题');
    expect(fieldLabel('laws', 'code')).toBe('标准编号');
    expect(fieldLabel('laws', 'file_id')).toBe('PDF 文件');
    expect(fieldLabel('news', 'body')).toBe('正文');
    expect(fieldLabel('findings', 'type_id')).toBe('问题类型');
    expect(AUDIT_ENTITIES.filter((entity) => entityLabel(entity) === entity)).toEqual([]);
  });

  it('names entities and fields in the chosen language, from the same labels', async () => {
    await i18n.changeLanguage('en');
    try {
      expect(entityLabel('laws')).toBe('Law or standard');
      expect(fieldLabel('laws', 'code')).toBe('Code');
      expect(fieldLabel('users', 'password_hash')).toBe('Password');
      expect(AUDIT_ENTITIES.filter((entity) => entityLabel(entity) === entity)).toEqual([]);
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('reads nested records, languages and photos', () => {
    expect(valueText(t, 'memberships', 'hdny', { role: 'admin', enabled: true })).toBe(
      '角色：系统管理员；成员状态：启用',
    );
    expect(valueText(t, 'users', 'language', 'en')).toBe('English');
    expect(valueText(t, 'staff', 'photos', ['/a.png', '/b.png'])).toBe('2 张');
    expect(valueText(t, 'organizations', 'inside', false)).toBe('项目外');
    expect(valueText(t, 'findings', 'file_ids', ['a', 'b', 'c'])).toBe('3 张');
  });

  it('punctuates as the chosen language does', async () => {
    await i18n.changeLanguage('en');
    try {
      expect(valueText(t, 'memberships', 'hdny', { role: 'admin', enabled: false })).toBe(
        'Role: System administrator; Membership status: Disabled',
      );
      expect(valueText(t, 'roles', 'grants', ['index', 'export'])).toBe('View, Export');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
