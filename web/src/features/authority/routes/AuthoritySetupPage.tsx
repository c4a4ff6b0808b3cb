import '../texts';
import type { AuthorityView } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { alertBanner } from '../../../lib/feedback';
import { addTexts } from '../../../lib/i18n';
import { pick } from '../../../lib/localize';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import type { Matrix, MatrixGroup } from '../../role/public';
import { MatrixEditor, MatrixNotes, MatrixPending, refreshGrantQueries, roleTexts, roleTitle } from '../../role/public';
import { fetchAuthority, saveAuthority } from '../api/authority';

// The matrix and the built-in tag speak the role feature's words (role.*): taken from its face, not repeated.
addTexts(roleTexts);

function RoleLabel({ role }: { role: AuthorityView['roles'][number] }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={0}>
      <Space size={6}>
        <span>{roleTitle(role)}</span>
        <Typography.Text code>{role.name}</Typography.Text>
        {role.builtin && <Tag color="blue">{t('role.builtin')}</Tag>}
      </Space>
      {role.description && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {role.description}
        </Typography.Text>
      )}
    </Space>
  );
}

function editorProps(data: AuthorityView): { groups: MatrixGroup[]; initial: Matrix } {
  return {
    groups: [
      {
        key: 'roles',
        rows: data.roles.map((role) => ({ key: role.name, name: roleTitle(role), label: <RoleLabel role={role} /> })),
      },
    ],
    initial: Object.fromEntries(data.roles.map((role) => [role.name, role.actions])),
  };
}

/** One permission item (a page): every role of the owner against the seven actions. */
export default function AuthoritySetupPage() {
  const { t } = useTranslation();
  const { name: key = '' } = useParams();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const canUpdate = usePagePermission('control-authority-setup').can('update');
  const query = useQuery({
    queryKey: ['authority', 'view', ownerKey, key],
    queryFn: () => fetchAuthority(key),
    enabled: ownerKey !== null && key !== '',
  });

  if (query.isPending || query.isError) return <MatrixPending failed={query.isError} />;

  const { page } = query.data;
  const title = pick(page.title);
  const save = async (draft: Matrix) => {
    await saveAuthority(page.key, {
      grants: Object.entries(draft).map(([role, actions]) => ({ role, actions })),
    });
    alertBanner('success', t('authority.saved'));
    await refreshGrantQueries(queryClient);
  };

  const notes = (
    <MatrixNotes
      intro={
        <Alert
          type="info"
          showIcon
          title={t('authority.setupIntro', { title })}
          description={`${pick(page.section.title)} · ${page.path} · ${page.key}`}
        />
      }
      adminNote={page.key === 'control-role' || page.key === 'control-role-setup'}
      readOnly={!canUpdate}
    />
  );

  return (
    <MatrixEditor
      key={query.dataUpdatedAt}
      title={t('authority.setupTitle', { title })}
      notes={notes}
      rowHeader={t('authority.role')}
      readOnly={!canUpdate}
      backTo="/control/authority"
      onSave={save}
      {...editorProps(query.data)}
    />
  );
}
