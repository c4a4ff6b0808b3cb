import { ROUTE_TITLE_MAX, type RouteEntry, type RouteTitleBody } from '@app/contract';
import { Descriptions, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
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

  const submit = async (values: RouteTitleBody) => {
    if (!entry) return;
    const saved = await saveRouteTitle(entry.key, values, { silent: true });
    alertBanner('success', t(saved.title_zh || saved.title_en ? 'routeAdmin.saved' : 'routeAdmin.resetDone'));
    await onSaved();
    onClose();
  };

  const titleField = (name: keyof RouteTitleBody, label: string, fallback: string) => (
    <Form.Item
      name={name}
      label={label}
      extra={t('routeAdmin.titleHint', { title: fallback })}
      rules={[{ max: ROUTE_TITLE_MAX, message: t('routeAdmin.tooLong', { max: ROUTE_TITLE_MAX }) }]}
    >
      <Input placeholder={fallback} maxLength={ROUTE_TITLE_MAX} showCount allowClear />
    </Form.Item>
  );

  return (
    <FormDialog<RouteTitleBody>
      title={t('routeAdmin.dialogTitle')}
      open={entry !== null}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={480}
      initialValues={entry ? { title_zh: entry.title_zh, title_en: entry.title_en } : undefined}
    >
      {entry && (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
