import { HistoryOutlined } from '@ant-design/icons';
import { FORM_FAMILIES, type FormFamily, WORKFLOW_NAME_MAX, type WorkflowVersionRow } from '@app/contract';
import { Button, Card, Empty, Input, Popover, Select, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DesignerCommands } from '../../../components/designer-commands/DesignerCommands';
import { useTemplateOptions } from '../api/workflows';

export interface Settings {
  name: string;
  enabled: boolean;
  families: FormFamily[];
  template_ids: number[];
}

interface Props {
  settings: Settings;
  onSettings(settings: Settings): void;
  /** Errors of the settings' own fields from the server, by field. */
  errors: Record<string, string>;
  latestVersion: number | null;
  changed: boolean;
  versions: WorkflowVersionRow[];
  dirty: boolean;
  editable: boolean;
  phone: boolean;
  busy: 'save' | 'publish' | null;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onPublish(): void;
}

/** The definition's name, switch and bindings, its versions, and the designer's commands. */
export function Toolbar(props: Props) {
  const { t } = useTranslation();
  const { settings, editable, phone, errors } = props;
  const templates = useTemplateOptions();
  const set = (patch: Partial<Settings>) => props.onSettings({ ...settings, ...patch });
  const iconOnly = (label: string) => (phone ? { 'aria-label': label } : {});
  return (
    <Card variant="borderless" styles={{ body: { padding: phone ? 12 : 16 } }}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <div
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Space wrap size={8}>
            <Input
              aria-label={t('workflow.name')}
              placeholder={t('workflow.namePlaceholder')}
              value={settings.name}
              maxLength={WORKFLOW_NAME_MAX}
              disabled={!editable}
              status={errors.name || !settings.name.trim() ? 'error' : undefined}
              onChange={(event) => set({ name: event.target.value })}
              style={{ width: phone ? 'calc(100vw - 72px)' : 240, fontWeight: 600 }}
            />
            <Space size={6}>
              <Switch
                aria-label={t('workflow.enabled')}
                checked={settings.enabled}
                disabled={!editable}
                onChange={(enabled) => set({ enabled })}
              />
              <Typography.Text>{t(settings.enabled ? 'workflow.enabledOn' : 'workflow.enabledOff')}</Typography.Text>
            </Space>
            <Tag color={props.latestVersion ? 'blue' : 'default'}>
              {props.latestVersion
                ? t('workflow.latestVersion', { version: props.latestVersion })
                : t('workflow.neverPublished')}
            </Tag>
            {props.latestVersion !== null && props.changed && <Tag color="warning">{t('workflow.changed')}</Tag>}
            {props.dirty && <Tag color="orange">{t('workflow.unsaved')}</Tag>}
          </Space>
          <DesignerCommands
            texts="workflow"
            {...props}
            canPublish={props.dirty || props.changed || props.latestVersion === null}
          >
            <Popover trigger="click" title={t('workflow.versions')} content={<Versions versions={props.versions} />}>
              <Button icon={<HistoryOutlined />} {...iconOnly(t('workflow.versions'))}>
                {phone ? null : t('workflow.versions')}
              </Button>
            </Popover>
          </DesignerCommands>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Select<FormFamily[]>
            mode="multiple"
            aria-label={t('workflow.families')}
            placeholder={t('workflow.familiesPlaceholder')}
            value={settings.families}
            disabled={!editable}
            status={errors.families ? 'error' : undefined}
            options={FORM_FAMILIES.map((family) => ({ value: family, label: t(`workflow.family.${family}`) }))}
            onChange={(families) => set({ families })}
            style={{ flex: '1 1 280px', minWidth: 0 }}
          />
          <Select<number[]>
            mode="multiple"
            aria-label={t('workflow.templates')}
            placeholder={t('workflow.templatesPlaceholder')}
            value={settings.template_ids}
            disabled={!editable}
            loading={templates.isLoading}
            status={errors.template_ids ? 'error' : undefined}
            options={templates.data ?? []}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(template_ids) => set({ template_ids })}
            style={{ flex: '1 1 280px', minWidth: 0 }}
          />
        </div>
        {Object.values(errors).some(Boolean) && (
          <Typography.Text type="danger">{Object.values(errors).filter(Boolean).join('；')}</Typography.Text>
        )}
      </Space>
    </Card>
  );
}

function Versions({ versions }: { versions: WorkflowVersionRow[] }) {
  const { t } = useTranslation();
  if (versions.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workflow.noVersions')} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflow: 'auto', minWidth: 260 }}>
      {versions.map((version) => (
        <li key={version.version} style={{ padding: '6px 0' }}>
          <Space size={8} wrap>
            <Tag color="blue">v{version.version}</Tag>
            <span>{dayjs(version.published_at).format('YYYY-MM-DD HH:mm')}</span>
            <Typography.Text type="secondary">{version.published_by_name}</Typography.Text>
            <Typography.Text type="secondary">
              {t('workflow.instanceCount', { count: version.instance_count })}
            </Typography.Text>
          </Space>
        </li>
      ))}
    </ul>
  );
}
