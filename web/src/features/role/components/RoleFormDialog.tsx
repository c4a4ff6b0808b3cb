import {
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  ROLE_NAME_PATTERN,
  ROLE_TITLE_MAX,
  type RoleCreateBody,
  type RoleItem,
} from '@app/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowFormDialog } from '../../../components/form-dialog/RowFormDialog';
import { createRole, updateRole } from '../api/roles';
import { roleTitle } from '../role-title';

interface Props {
  open: boolean;
  /** The role being edited; none to create one. */
  role: RoleItem | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * Creates a role or edits one. The key is fixed once the role exists (grants and memberships name
 * it), and a built-in role keeps its translated title, so only its description is editable.
 */
export function RoleFormDialog({ open, role, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const editing = role !== null;
  const fixedTitle = role?.builtin ?? false;

  const save = async (values: RoleCreateBody) => {
    if (role) {
      // A built-in role's stored title is sent back unchanged: the field shows its translation.
      const title = fixedTitle ? role.title : values.title;
      await updateRole(role.name, { title, description: values.description });
    } else {
      await createRole(values);
    }
  };

  return (
    <RowFormDialog<RoleCreateBody>
      title={editing ? t('role.edit') : t('role.add')}
      open={open}
      onClose={onClose}
      save={save}
      savedText={t(role ? 'role.saved' : 'role.created')}
      onSaved={() => {
        onSaved();
        onClose();
      }}
      showProblem={false}
      initialValues={{
        name: role?.name ?? '',
        title: role ? roleTitle(role) : '',
        description: role?.description ?? '',
      }}
    >
      {!editing && <Alert type="info" showIcon title={t('role.newRoleNote')} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="name"
        label={t('role.name')}
        extra={editing ? undefined : t('role.nameHint')}
        rules={
          editing
            ? []
            : [
                { required: true, message: t('role.nameRequired') },
                { pattern: ROLE_NAME_PATTERN, message: t('role.nameFormat') },
              ]
        }
      >
        <Input disabled={editing} maxLength={ROLE_NAME_MAX} autoFocus={!editing} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('role.roleTitle')}
        extra={fixedTitle ? t('role.titleFixed') : undefined}
        rules={fixedTitle ? [] : [{ required: true, whitespace: true, message: t('role.titleRequired') }]}
      >
        <Input disabled={fixedTitle} maxLength={ROLE_TITLE_MAX} autoFocus={editing && !fixedTitle} />
      </Form.Item>
      <Form.Item name="description" label={t('role.description')}>
        <Input.TextArea maxLength={ROLE_DESCRIPTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </RowFormDialog>
  );
}
