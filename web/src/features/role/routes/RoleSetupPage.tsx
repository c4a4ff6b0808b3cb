import '../texts';
import type { RolePermissions } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { alertBanner } from '../../../lib/feedback';
import { pick } from '../../../lib/localize';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { fetchRolePermissions, refreshGrantQueries, saveRolePermissions } from '../api/roles';
import type { MatrixGroup } from '../components/ActionMatrix';
import { MatrixEditor } from '../components/MatrixEditor';
import { MatrixNotes, MatrixPending } from '../components/MatrixScreen';
import type { Matrix } from '../components/matrix-state';
import { PageLabel } from '../components/PageLabel';
import { roleTitle } from '../role-title';

function editorProps(data: RolePermissions): { groups: MatrixGroup[]; initial: Matrix } {
  const pages = data.sections.flatMap((section) => section.pages);
  return {
    groups: data.sections.map((section) => ({
      key: section.key,
      title: pick(section.title),
      rows: section.pages.map((page) => ({ key: page.key, name: pick(page.title), label: <PageLabel page={page} /> })),
    })),
    initial: Object.fromEntries(pages.map((page) => [page.key, page.actions])),
  };
}

/** The permission matrix of one role: every page of the layout against the seven actions. */
export default function RoleSetupPage() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const canUpdate = usePagePermission('control-role-setup').can('update');
  const query = useQuery({
    queryKey: ['role', 'permissions', ownerKey, name],
    queryFn: () => fetchRolePermissions(name),
    enabled: ownerKey !== null && name !== '',
  });

  if (query.isPending || query.isError) return <MatrixPending failed={query.isError} />;

  const { role } = query.data;
  const save = async (draft: Matrix) => {
    const grants = Object.entries(draft)
      .filter(([, actions]) => actions.length > 0)
      .map(([pageKey, actions]) => ({ pageKey, actions }));
    await saveRolePermissions(role.name, { grants });
    alertBanner('success', t('role.setup.saved'));
    await refreshGrantQueries(queryClient);
  };

  const notes = (
    <MatrixNotes
      intro={<Alert type="info" showIcon title={t('role.setup.intro')} description={role.description || undefined} />}
      adminNote={role.name === 'admin'}
      readOnly={!canUpdate}
    />
  );

  return (
    <MatrixEditor
      key={query.dataUpdatedAt}
      title={t('role.setup.title', { title: roleTitle(role) })}
      notes={notes}
      rowHeader={t('role.matrix.page')}
      readOnly={!canUpdate}
      backTo="/control/role"
      onSave={save}
      {...editorProps(query.data)}
    />
  );
}
