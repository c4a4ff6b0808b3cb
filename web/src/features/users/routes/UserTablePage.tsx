import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import '../texts';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { routeByName, USER_TABLE_LIST, type UserTableRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey, useSessionStore } from '../../../stores/session';
import { useRoleOptions } from '../../role/public';
import {
  fetchUsers,
  removeUser,
  resetPassword,
  setEnabled,
  USER_TABLE_PAGE,
  useOrganizationOptions,
} from '../api/users';
import { hasUserActions, UserActions } from '../components/UserActions';
import { userColumns } from '../components/user-columns';

// The dialogs' forms and pickers load when one first opens, not with the table.
const ImportDialog = lazyOnOpen(() => import('../components/UserImportDialog').then((m) => m.UserImportDialog));
const UserFormDialog = lazyOnOpen(() => import('../components/UserFormDialog').then((m) => m.UserFormDialog));
const ResetPasswordDialog = lazyOnOpen(
  () => import('../components/ResetPasswordDialog').then((m) => m.ResetPasswordDialog),
  (props) => props.subject !== null,
);

const ASSIGN_PATH = routeByName('control-assign')?.path ?? '/control/assign/:id/:name';
type Dialog = { kind: 'none' } | { kind: 'form'; user: UserTableRow | null } | { kind: 'import' };

/** The members of the current owner: accounts, roles, organisations and status in this owner. */
export default function UserTablePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const selfId = useSessionStore((s) => s.user?.id ?? null);
  const permission = usePagePermission(USER_TABLE_PAGE);
  const can = { update: permission.can('update'), assign: permission.can('assign'), delete: permission.can('delete') };
  const roles = useRoleOptions();
  const organizations = useOrganizationOptions();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [resetting, setResetting] = useState<UserTableRow | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['users'] });

  /** Disabling and removing take something away and ask in red; enabling asks plainly. */
  const confirmThen = async (text: string, act: () => Promise<unknown>, done: string, danger = true) => {
    try {
      if (danger) {
        if (!(await confirmDanger(text, act))) return;
      } else {
        if (!(await confirmDialog(text))) return;
        await act();
      }
    } catch (error) {
      // The client has already shown the refusal.
      if (error instanceof ApiError) return;
      throw error;
    }
    alertBanner('success', done);
    await refresh();
  };

  const handlers = {
    edit: (row: UserTableRow) => setDialog({ kind: 'form', user: row }),
    permissions: (row: UserTableRow) =>
      navigate(ASSIGN_PATH.replace(':id', String(row.id)).replace(':name', encodeURIComponent(row.username))),
    resetPassword: setResetting,
    toggle: (row: UserTableRow) =>
      void confirmThen(
        t(row.enabled ? 'users.disableConfirm' : 'users.enableConfirm', { name: row.name, username: row.username }),
        () => setEnabled(row.id, !row.enabled),
        t(row.enabled ? 'users.disabledDone' : 'users.enabledDone'),
        row.enabled,
      ),
    remove: (row: UserTableRow) =>
      void confirmThen(
        t('users.removeConfirm', { name: row.name, username: row.username }),
        () => removeUser(row.id),
        t('users.removed'),
      ),
  };

  const columns = userColumns({
    t,
    selfId,
    roles: roles.data ?? [],
    organizations: organizations.data ?? [],
    operations: hasUserActions(can)
      ? (row) => <UserActions row={row} self={row.id === selfId} can={can} {...handlers} />
      : undefined,
  });

  const toolbar = (
    <>
      {permission.can('create') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form', user: null })}>
          {t('users.add')}
        </Button>
      )}
      {permission.can('import') && (
        <Button icon={<ImportOutlined />} onClick={() => setDialog({ kind: 'import' })}>
          {t('users.import')}
        </Button>
      )}
    </>
  );

  return (
    <Card title={t('users.title')} variant="borderless">
      <DataTable<UserTableRow>
        queryKey={['users', ownerKey, i18n.language]}
        fetch={fetchUsers}
        columns={columns}
        rowKey="id"
        list={USER_TABLE_LIST}
        defaultPerPage={30}
        emptyText={t('users.empty')}
        toolbar={toolbar}
        exportUrl="/user/export"
        canExport={permission.can('export')}
        settingsKey={USER_TABLE_PAGE}
        onRowDoubleClick={(row) => can.update && handlers.edit(row)}
      />
      <UserFormDialog
        open={dialog.kind === 'form'}
        user={dialog.kind === 'form' ? dialog.user : null}
        canAssign={can.assign}
        onClose={() => setDialog({ kind: 'none' })}
        onSaved={() => void refresh()}
      />
      <ImportDialog
        open={dialog.kind === 'import'}
        onClose={() => setDialog({ kind: 'none' })}
        onImported={() => void refresh()}
      />
      <ResetPasswordDialog
        subject={resetting}
        reset={(body) => (resetting ? resetPassword(resetting.id, body) : Promise.resolve())}
        onClose={() => setResetting(null)}
      />
    </Card>
  );
}
