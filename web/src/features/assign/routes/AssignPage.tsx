import '../texts';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { type AssignView, routeByName } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Radio, type RadioChangeEvent, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LazyResult } from '../../../components/result/LazyResult';
import { alertBanner } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey, useSessionStore } from '../../../stores/session';
import { roleTitle } from '../../role/public';
import { fetchAssignment, saveAssignment } from '../api/assign';

const USER_TABLE_PATH = routeByName('user-table')?.path ?? '/';

interface ChoicesProps {
  view: AssignView;
  disabled: boolean;
  /** Given by the surrounding Form.Item. */
  value?: string;
  onChange?: (event: RadioChangeEvent) => void;
}

function RoleChoices({ view, disabled, value, onChange }: ChoicesProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={onChange} disabled={disabled} style={{ width: '100%' }}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {view.options.map((option) => (
          <Radio key={option.name} value={option.name}>
            <Space size={6} wrap>
              <strong>{roleTitle(option)}</strong>
              <Typography.Text code>{option.name}</Typography.Text>
              {option.builtin && <Tag color="blue">{t('assign.builtin')}</Tag>}
              {option.name === view.role && <Tag color="green">{t('assign.currentTag')}</Tag>}
            </Space>
            <div>
              <Typography.Text type="secondary">{option.description || t('assign.noDescription')}</Typography.Text>
            </div>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

function AssignForm({ view }: { view: AssignView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canAssign = usePagePermission('control-assign').can('assign');
  const self = useSessionStore((s) => s.user?.id === view.user.id);
  const [form] = Form.useForm<{ role: string }>();
  const chosen = Form.useWatch('role', form);
  const [saving, setSaving] = useState(false);
  const locked = self || !canAssign;
  const current = view.options.find((option) => option.name === view.role);

  const submit = async ({ role }: { role: string }) => {
    setSaving(true);
    try {
      await saveAssignment(view.user.id, { role });
      alertBanner('success', t('assign.saved'));
      // The user table shows each member's role, and role lists count members.
      await queryClient.invalidateQueries({
        predicate: (query) => ['assign', 'role', 'users'].includes(String(query.queryKey[0])),
      });
    } catch {
      // The HTTP client has already said why; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('assign.account')}>{view.user.username}</Descriptions.Item>
        <Descriptions.Item label={t('assign.name')}>{view.user.name}</Descriptions.Item>
        <Descriptions.Item label={t('assign.current')}>{current ? roleTitle(current) : view.role}</Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon title={t('assign.note')} style={{ marginBottom: 16 }} />
      {self && <Alert type="warning" showIcon title={t('assign.self')} style={{ marginBottom: 16 }} />}
      {!self && !canAssign && (
        <Alert type="warning" showIcon title={t('assign.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" initialValues={{ role: view.role }} onFinish={submit}>
        <Form.Item name="role" label={t('assign.choose')}>
          <RoleChoices view={view} disabled={locked || saving} />
        </Form.Item>
        {!locked && (
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={chosen === undefined || chosen === view.role}
          >
            {t('common.save')}
          </Button>
        )}
      </Form>
    </>
  );
}

/** A member's role in the current owner, reached from the user table. */
export default function AssignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const ownerKey = useOwnerKey();
  const query = useQuery({
    queryKey: ['assign', ownerKey, id],
    queryFn: () => fetchAssignment(id),
    enabled: ownerKey !== null && valid,
  });

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(USER_TABLE_PATH)}>
      {t('common.back')}
    </Button>
  );
  const body = () => {
    if (!valid || query.isError) return <LazyResult status="404" title={t('envelope.notFound')} />;
    if (query.isPending) return null;
    return <AssignForm key={query.dataUpdatedAt} view={query.data} />;
  };

  return (
    <Card
      title={t('assign.title')}
      variant="borderless"
      extra={back}
      loading={valid && query.isPending}
      style={{ maxWidth: 880 }}
    >
      {body()}
    </Card>
  );
}
