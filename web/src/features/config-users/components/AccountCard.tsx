import { KeyOutlined, SaveOutlined } from '@ant-design/icons';
import type { ConfigUserUpdateBody, ConfigUserView } from '@app/contract';
import { Alert, Button, Card, Form, Input, Select, Space, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { AccountFields, ResetPasswordDialog } from '../../users/public';
import { resetConfigUserPassword, updateConfigUser } from '../api/config-users';

const LANGUAGE_OPTIONS = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en', label: 'English' },
];

interface Props {
  view: ConfigUserView;
  /** The administrator's own account: it cannot be disabled, nor its password reset, here. */
  self: boolean;
  canUpdate: boolean;
  onSaved(): void;
}

/** The account as the whole platform sees it: name, contact, language and whether it may sign in. */
export function AccountCard({ view, self, canUpdate, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConfigUserUpdateBody>();
  const { saving, run, problem } = useFormSubmit(form);
  const [resetting, setResetting] = useState(false);
  const { user } = view;

  const submit = async (values: ConfigUserUpdateBody) => {
    if (
      user.enabled &&
      !values.enabled &&
      !(await confirmDanger(t('configUsers.disableConfirm', { username: user.username })))
    )
      return;
    await run(async () => {
      await updateConfigUser(user.id, values);
      alertBanner('success', t('configUsers.accountSaved'));
      onSaved();
    });
  };

  const resetButton = (
    <Button icon={<KeyOutlined />} disabled={self || !canUpdate} onClick={() => setResetting(true)}>
      {t('users.resetPassword')}
    </Button>
  );

  return (
    <Card title={t('configUsers.account')} variant="borderless">
      <Form<ConfigUserUpdateBody>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        disabled={!canUpdate}
        onFinish={submit}
        autoComplete="off"
        initialValues={{
          name: user.name,
          gender: user.gender,
          phone: user.phone,
          email: user.email,
          language: user.language === 'en' ? 'en' : 'zh-CN',
          enabled: user.enabled,
        }}
      >
        {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
        <Form.Item label={t('users.username')} htmlFor="config-user-account">
          <Input id="config-user-account" value={user.username} disabled />
        </Form.Item>
        <AccountFields onEnter={() => form.submit()} />
        <Form.Item name="language" label={t('configUsers.language')}>
          <Select options={LANGUAGE_OPTIONS} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('configUsers.statusSwitch')}
          valuePropName="checked"
          extra={self ? t('configUsers.selfStatus') : t('configUsers.statusHint')}
        >
          <Switch disabled={self} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
            {t('common.save')}
          </Button>
          {self ? <Tooltip title={t('users.selfLocked')}>{resetButton}</Tooltip> : resetButton}
        </Space>
      </Form>
      <ResetPasswordDialog
        subject={resetting ? user : null}
        reset={(body) => resetConfigUserPassword(user.id, body)}
        onClose={() => setResetting(false)}
      />
    </Card>
  );
}
