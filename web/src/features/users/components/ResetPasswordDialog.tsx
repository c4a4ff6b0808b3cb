import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX, PASSWORD_MIN, type ResetPasswordBody } from '@app/contract';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { useFormSubmit } from '../../../lib/use-form-submit';

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
  const { saving, run, problem, clearProblem } = useFormSubmit(form);

  const submit = (values: ResetPasswordBody) =>
    run(async () => {
      await reset(values);
      alertBanner('success', t('users.reset.done'));
      onClose();
    });

  return (
    <Modal
      title={t('users.reset.title')}
      open={subject !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      afterClose={clearProblem}
      destroyOnHidden
      width={420}
    >
      <Form<ResetPasswordBody>
        form={form}
        layout="vertical"
        onFinish={submit}
        autoComplete="off"
        preserve={false}
        requiredMark={false}
      >
        {subject && (
          <Typography.Paragraph type="secondary">
            {t('users.reset.subject', { name: subject.name, username: subject.username })}
          </Typography.Paragraph>
        )}
        {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
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
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            autoFocus
            onPressEnter={() => form.submit()}
          />
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
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" onPressEnter={() => form.submit()} />
        </Form.Item>
        <Alert type="warning" showIcon title={t('users.reset.hint')} />
      </Form>
    </Modal>
  );
}
