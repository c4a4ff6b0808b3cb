import { LockOutlined } from '@ant-design/icons';
import { LOGOUT_AFTER_PASSWORD_CHANGE_MS, PASSWORD_MAX, PASSWORD_MIN } from '@app/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http';
import { logout } from '../../session/api/logout';
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
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setProblem(null);
    if (values.newPassword !== values.retypePassword) {
      alertBanner('error', t('password.mismatch'));
      form.setFields([{ name: 'retypePassword', errors: [t('password.mismatch')] }]);
      return;
    }
    setSaving(true);
    try {
      await changePassword(values);
      alertBanner('success', t('password.success'));
      onClose();
      setTimeout(() => void logout(), LOGOUT_AFTER_PASSWORD_CHANGE_MS);
    } catch (error) {
      if (!applyFieldErrors(form, error)) setProblem(error instanceof ApiError ? error.msg : String(error));
    } finally {
      setSaving(false);
    }
  };

  const required = (key: string) => ({ required: true, message: t(key) });
  const tooLong = { max: PASSWORD_MAX, message: t('password.tooLong') };

  return (
    <Modal
      title={t('password.title')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('password.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      afterClose={() => {
        form.resetFields();
        setProblem(null);
      }}
      destroyOnHidden
      width={380}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} autoComplete="off" preserve={false}>
        {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
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
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
