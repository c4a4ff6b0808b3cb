import type { ConfigOwnerChoice } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { addRow, changeOwner, errorsByRow, type MembershipRow, ownersFor, toEntries } from './membership-rows';

const role = (name: string) => ({ name, title: name, builtin: true });
const owners: ConfigOwnerChoice[] = [
  { key: 'config', name: '配置中心', is_config: true, enabled: true, roles: [role('admin')] },
  { key: 'hdny', name: '华东', is_config: false, enabled: true, roles: [role('admin'), role('staff')] },
  { key: 'xnsd', name: '西南', is_config: false, enabled: true, roles: [role('admin'), role('manager')] },
];
const held: MembershipRow = { key: 'hdny', owner_key: 'hdny', role: 'staff', enabled: true };

describe('membership rows', () => {
  it('offers each owner to one row only', () => {
    const rows = addRow([held]);
    const fresh = rows[1] as MembershipRow;
    expect(ownersFor(owners, rows, fresh).map((o) => o.key)).toEqual(['config', 'xnsd']);
    expect(ownersFor(owners, rows, held).map((o) => o.key)).toEqual(['config', 'hdny', 'xnsd']);
  });

  it('keeps the role on an owner change only when the new owner has it', () => {
    expect(changeOwner(owners, { ...held, role: 'admin' }, 'xnsd').role).toBe('admin');
    expect(changeOwner(owners, held, 'xnsd')).toMatchObject({ owner_key: 'xnsd', role: null });
  });

  it('builds the body only when every row has an owner and a role', () => {
    const rows = addRow([held]);
    expect(toEntries(rows)).toEqual({ incomplete: [rows[1]?.key] });
    expect(toEntries([held])).toEqual({ entries: [{ owner_key: 'hdny', role: 'staff', enabled: true }] });
  });

  it("maps the server's errors to the rows they name", () => {
    const rows = [held, { key: 'x', owner_key: 'xnsd', role: 'staff', enabled: true }];
    const errors = errorsByRow(rows, { 'memberships.1.role': ['本项目来源中没有该角色'], other: ['x'] });
    expect([...errors]).toEqual([['x', ['本项目来源中没有该角色']]]);
  });
});
