import { LockOutlined } from '@ant-design/icons';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS, PASSWORD_MAX, PASSWORD_MIN } from '@app/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { closeSocket, endingSessionHere } from '../../../lib/socket';
import { logout } from '../../session/public';
import { changePassword } from '../api/change-password';

interface Values {
  oldPassword: string;
  newPassword: string;
  retypePassword: string;
}

/**
 * Old password, new password and its confirmation (SPEC §2, §4, §5). A mismatch is refused before
 * anything is sent; on success every session ends, so the user is signed out after 3 s.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  const submit = async (values: Values) => {
    if (values.newPassword !== values.retypePassword) {
      alertBanner('error', t('password.mismatch'));
      form.setFields([{ name: 'retypePassword', errors: [t('password.mismatch')] }]);
      return;
    }
    // Every session of the user ends with the change: this tab keeps SPEC §4's 3 s notice instead of
    // hearing itself kicked (which may come before the answer), while the person's other tabs are.
    const stopExpecting = endingSessionHere('password');
    try {
      await changePassword(values);
    } catch (error) {
      stopExpecting();
      throw error;
    }
    closeSocket();
    alertBanner('success', t('password.success'));
    onClose();
    setTimeout(() => void logout(), LOGOUT_AFTER_PASSWORD_CHANGE_MS);
  };

  const required = (key: string) => ({ required: true, message: t(key) });
  const tooLong = { max: PASSWORD_MAX, message: t('password.tooLong') };

  return (
    <FormDialog<Values>
      title={t('password.title')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      okText={t('password.save')}
      width={380}
      requiredMark={false}
    >
      <Form.Item name="oldPassword" label={t('password.old')} rules={[required('password.oldRequired'), tooLong]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        extra={t('password.hint')}
        rules={[required('password.newRequired'), { min: PASSWORD_MIN, message: t('password.tooShort') }, tooLong]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="retypePassword"
        label={t('password.retype')}
        rules={[required('password.retypeRequired'), tooLong]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
