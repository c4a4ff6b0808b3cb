import { ROUTE_TITLE_MAX, type RouteEntry, type RouteTitleBody } from '@app/contract';
import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { saveRouteTitle } from '../api/routes';

interface Props {
  entry: RouteEntry | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** The owner's Chinese and English titles of one page; an empty field means the default title. */
export function RouteTitleDialog({ entry, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RouteTitleBody>();
  const { saving, problem, run } = useFormSubmit(form);

  const submit = (values: RouteTitleBody) =>
    run(async () => {
      if (!entry) return;
      const saved = await saveRouteTitle(entry.key, values, { silent: true });
      alertBanner('success', t(saved.title_zh || saved.title_en ? 'routeAdmin.saved' : 'routeAdmin.resetDone'));
      await onSaved();
      onClose();
    });

  const titleField = (name: keyof RouteTitleBody, label: string, fallback: string) => (
    <Form.Item
      name={name}
      label={label}
      extra={t('routeAdmin.titleHint', { title: fallback })}
      rules={[{ max: ROUTE_TITLE_MAX, message: t('routeAdmin.tooLong', { max: ROUTE_TITLE_MAX }) }]}
    >
      <Input placeholder={fallback} maxLength={ROUTE_TITLE_MAX} showCount allowClear onPressEnter={form.submit} />
    </Form.Item>
  );

  return (
    <Modal
      open={entry !== null}
      title={t('routeAdmin.dialogTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={form.submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={480}
    >
      {entry && (
        <Form<RouteTitleBody>
          key={entry.key}
          form={form}
          layout="vertical"
          initialValues={{ title_zh: entry.title_zh, title_en: entry.title_en }}
          onFinish={submit}
        >
          {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'key', label: t('routeAdmin.key'), children: <Typography.Text code>{entry.key}</Typography.Text> },
              { key: 'path', label: t('routeAdmin.path'), children: entry.path },
            ]}
          />
          {titleField('title_zh', t('routeAdmin.titleZh'), entry.default_zh)}
          {titleField('title_en', t('routeAdmin.titleEn'), entry.default_en)}
        </Form>
      )}
    </Modal>
  );
}
