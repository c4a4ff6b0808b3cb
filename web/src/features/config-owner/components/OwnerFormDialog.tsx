import { OWNER_KEY_PATTERN, type OwnerAdminRow, type OwnerCreateBody } from '@app/contract';
import { Alert, Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowFormDialog } from '../../../components/form-dialog/RowFormDialog';
import { ImageUploadField } from '../../../components/upload/ImageUploadField';
import { createOwner, updateOwner } from '../api/owners';
import { AccountSelect } from './AccountSelect';

interface Props {
  open: boolean;
  /** The owner being edited; none to create one. */
  owner: OwnerAdminRow | null;
  onClose(): void;
  onSaved(): void;
}

type Values = Required<OwnerCreateBody>;

const LOGO_PATTERN = /^$|^(https?:\/\/|\/)\S*$/;

const initialValues = (owner: OwnerAdminRow | null): Values => ({
  key: owner?.key ?? '',
  name: owner?.name ?? '',
  full_name: owner?.full_name ?? '',
  alphabet: owner?.alphabet ?? '',
  abridge: owner?.abridge ?? '',
  province: owner?.province ?? '',
  city: owner?.city ?? '',
  town: owner?.town ?? '',
  logo: owner?.logo ?? '',
  config_admin: owner?.config_admin ?? true,
  admin_username: '',
});

/**
 * Creates an owner (with its administrator, when it has one) or edits one. The key is fixed once the
 * owner exists: URLs and the owner switch name it. Administrators of an existing owner are managed
 * on its settings page.
 */
export function OwnerFormDialog({ open, owner, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = owner !== null;
  const configAdmin = Form.useWatch('config_admin', form);

  const save = async (values: Values) => {
    if (owner) {
      const { key: _key, admin_username: _admin, ...fields } = values;
      await updateOwner(owner.key, fields);
    } else {
      await createOwner({ ...values, admin_username: values.admin_username ?? '' });
    }
  };

  return (
    <RowFormDialog<Values>
      title={editing ? t('configOwner.edit') : t('configOwner.add')}
      open={open}
      onClose={onClose}
      form={form}
      save={save}
      savedText={t(owner ? 'configOwner.saved' : 'configOwner.created')}
      onSaved={() => {
        onSaved();
        onClose();
      }}
      width={640}
      showProblem={false}
      initialValues={initialValues(owner)}
    >
      {!editing && <Alert type="info" showIcon title={t('configOwner.templateNote')} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="key"
            label={t('configOwner.key')}
            extra={editing ? undefined : t('configOwner.keyHint')}
            rules={
              editing
                ? []
                : [
                    { required: true, message: t('configOwner.keyRequired') },
                    { pattern: OWNER_KEY_PATTERN, message: t('configOwner.keyFormat') },
                  ]
            }
          >
            <Input disabled={editing} maxLength={32} autoFocus={!editing} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={t('configOwner.name')}
            rules={[{ required: true, whitespace: true, message: t('configOwner.nameRequired') }]}
          >
            <Input maxLength={64} autoFocus={editing} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="full_name"
        label={t('configOwner.fullName')}
        rules={[{ required: true, whitespace: true, message: t('configOwner.fullNameRequired') }]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="alphabet"
            label={t('configOwner.alphabet')}
            normalize={(value: string) => value.toUpperCase()}
            rules={[{ pattern: /^[A-Z]*$/, message: t('configOwner.alphabetFormat') }]}
          >
            <Input maxLength={32} placeholder="HDNY" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="abridge" label={t('configOwner.abridge')}>
            <Input maxLength={16} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('configOwner.region')} style={{ marginBottom: 0 }}>
        <Row gutter={8}>
          {(['province', 'city', 'town'] as const).map((part) => (
            <Col span={8} key={part}>
              <Form.Item name={part}>
                <Input maxLength={32} placeholder={t(`configOwner.${part}`)} aria-label={t(`configOwner.${part}`)} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form.Item>
      <Form.Item
        name="logo"
        label={t('configOwner.logo')}
        extra={t('configOwner.logoHint')}
        rules={[{ pattern: LOGO_PATTERN, message: t('configOwner.logoFormat') }]}
      >
        <ImageUploadField purpose="logo" alt={t('configOwner.logo')} />
      </Form.Item>
      <Form.Item
        name="config_admin"
        label={t('configOwner.configAdminQuestion')}
        extra={t('configOwner.configAdminHint')}
        valuePropName="checked"
      >
        <Switch checkedChildren={t('configOwner.yes')} unCheckedChildren={t('configOwner.no')} />
      </Form.Item>
      {!editing && configAdmin && (
        <Form.Item
          name="admin_username"
          label={t('configOwner.adminUsername')}
          extra={t('configOwner.adminUsernameHint')}
        >
          <AccountSelect />
        </Form.Item>
      )}
    </RowFormDialog>
  );
}
