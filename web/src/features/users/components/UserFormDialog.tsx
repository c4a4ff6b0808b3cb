import { LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  NEW_MEMBER_ROLE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_PATTERN,
  type UserCreateBody,
  type UserTableRow,
} from '@app/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { createUser, updateUser } from '../api/users';
import { AccountFields } from './AccountFields';
import { PlacementFields } from './PlacementFields';

interface Props {
  open: boolean;
  /** The member being edited; none to add one. */
  user: UserTableRow | null;
  /** Whether the caller may choose roles; the role picker shows only then (new members get NEW_MEMBER_ROLE). */
  canAssign: boolean;
  onClose(): void;
  onSaved(): void;
}

/** The role is absent when the caller may not assign roles. */
type Values = Omit<UserCreateBody, 'role'> & { role?: string };

/**
 * Adds a member with a new account, or edits one. The account name is fixed once created, and the
 * account fields of a person shared with other owners are shown but not editable here.
 */
export function UserFormDialog({ open, user, canAssign, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = user !== null;

  const submit = async (values: Values) => {
    if (user) {
      const { username: _username, password: _password, role, ...fields } = values;
      await updateUser(user.id, { ...fields, ...(canAssign ? { role } : {}) });
      alertBanner('success', t('users.form.saved'));
    } else {
      await createUser({ ...values, role: values.role ?? NEW_MEMBER_ROLE });
      alertBanner('success', t('users.form.created'));
    }
    onSaved();
    onClose();
  };

  return (
    <FormDialog<Values>
      title={editing ? t('users.form.editTitle') : t('users.form.createTitle')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={640}
      initialValues={{
        username: user?.username ?? '',
        password: '',
        name: user?.name ?? '',
        gender: user?.gender ?? 'unknown',
        phone: user?.phone ?? '',
        email: user?.email ?? '',
        role: user?.role,
        organization_id: user?.organization_id ?? null,
        department_id: user?.department_id ?? null,
      }}
    >
      {user?.shared && <Alert type="info" title={t('users.form.sharedNote')} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item
        name="username"
        label={t('users.username')}
        extra={editing ? undefined : t('users.form.usernameHint')}
        rules={
          editing
            ? []
            : [
                { required: true, whitespace: true, message: t('users.form.usernameRequired') },
                { pattern: USERNAME_PATTERN, message: t('users.form.usernameFormat') },
              ]
        }
      >
        <Input prefix={<UserOutlined />} maxLength={USERNAME_MAX} disabled={editing} autoFocus={!editing} />
      </Form.Item>
      {!editing && (
        <Form.Item
          name="password"
          label={t('users.form.password')}
          extra={t('users.form.passwordHint')}
          rules={[
            { required: true, message: t('users.form.passwordRequired') },
            { min: PASSWORD_MIN, message: t('users.form.passwordTooShort') },
            { max: PASSWORD_MAX, message: t('users.form.passwordTooLong') },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
      )}
      <AccountFields locked={user?.shared ?? false} />
      <PlacementFields form={form} showRole={canAssign} />
    </FormDialog>
  );
}
