import { ACTION_TYPES, type ActionType, type PagePermission, type SessionUser } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { AssignRoleButton } from './AssignRoleButton';

const OWNER = { key: 'hdny', name: '华东能源工程项目部', logo: '', selected: true, isConfig: false };
const ME: SessionUser = {
  id: 1,
  username: 'admin',
  name: '系统管理员',
  avatarUrl: '',
  phone: '',
  email: '',
  language: 'zh-CN',
  loginStatus: true,
  role: 'admin',
};

beforeEach(() => {
  useSessionStore.setState({ owner: OWNER, role: 'admin', user: ME });
});
afterEach(cleanup);

/** The button with the caller's user-table permissions already known, as the route guard leaves them. */
function renderButton(userId: number, granted: ActionType[]) {
  const client = new QueryClient();
  const permissions: PagePermission[] = ACTION_TYPES.map((type) => ({
    type,
    status: granted.includes(type) ? 'on' : 'off',
  }));
  client.setQueryData(['page-permission', 'hdny', 'admin', 'user-table'], permissions);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AssignRoleButton user={{ id: userId, username: 'staff' }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AssignRoleButton', () => {
  it('shows only when the caller holds assign on the user table', () => {
    renderButton(2, ['index', 'update']);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderButton(2, ['index', 'assign']);
    expect((screen.getByRole('button', { name: /分配角色/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("is disabled on the caller's own row", () => {
    renderButton(1, ['assign']);
    expect((screen.getByRole('button', { name: /分配角色/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
