import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX, PASSWORD_MIN, type ResetPasswordBody } from '@app/contract';
import { Alert, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';

interface Props {
  /** Whose password is reset; the dialog is closed when there is nobody. */
  subject: { name: string; username: string } | null;
  /** The call that sets it: the owner's user table or the platform's account page. */
  reset(body: ResetPasswordBody): Promise<unknown>;
  onClose(): void;
}

/** A new password for somebody else, typed twice; every session of that person then ends. */
export function ResetPasswordDialog({ subject, reset, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetPasswordBody>();

  const submit = async (values: ResetPasswordBody) => {
    await reset(values);
    alertBanner('success', t('users.reset.done'));
    onClose();
  };

  return (
    <FormDialog<ResetPasswordBody>
      title={t('users.reset.title')}
      open={subject !== null}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={420}
      requiredMark={false}
      intro={
        subject && (
          <Typography.Paragraph type="secondary">
            {t('users.reset.subject', { name: subject.name, username: subject.username })}
          </Typography.Paragraph>
        )
      }
    >
      <Form.Item
        name="password"
        label={t('users.reset.password')}
        extra={t('users.form.passwordHint')}
        rules={[
          { required: true, message: t('users.form.passwordRequired') },
          { min: PASSWORD_MIN, message: t('users.form.passwordTooShort') },
          { max: PASSWORD_MAX, message: t('users.form.passwordTooLong') },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="retypePassword"
        label={t('users.reset.retype')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('users.reset.retypeRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('users.reset.mismatch'))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Alert type="warning" showIcon title={t('users.reset.hint')} />
    </FormDialog>
  );
}
