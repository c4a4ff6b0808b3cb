import { EyeOutlined } from '@ant-design/icons';
import { FORM_FAMILIES, FORM_NAME_MAX, type FormFamily, type FormTemplateDetail } from '@app/contract';
import { Button, Card, Input, Select, Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignerCommands } from '../../../components/designer-commands/DesignerCommands';

interface HeaderProps {
  name: string;
  family: FormFamily;
  template: FormTemplateDetail;
  dirty: boolean;
  editable: boolean;
  phone: boolean;
  busy: 'save' | 'publish' | null;
  nameError?: string;
  familyError?: string;
  canUndo: boolean;
  canRedo: boolean;
  canPublish: boolean;
  onName: (name: string) => void;
  onFamily: (family: FormFamily) => void;
  onUndo: () => void;
  onRedo: () => void;
  onPreview: () => void;
  onPreviewHover: () => void;
  onSave: () => void;
  onPublish: () => void;
}

/** Name, family and version of the template, and the designer's commands. */
export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  const { template, editable, phone } = props;
  const withError = (control: ReactNode, error: string | undefined) =>
    error ? (
      <Tooltip title={error} open>
        {control}
      </Tooltip>
    ) : (
      control
    );
  return (
    <Card variant="borderless" styles={{ body: { padding: phone ? 12 : 16 } }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Space wrap size={8}>
          {withError(
            <Input
              aria-label={t('formDesigner.name')}
              placeholder={t('formDesigner.namePlaceholder')}
              value={props.name}
              maxLength={FORM_NAME_MAX}
              disabled={!editable}
              status={props.nameError ? 'error' : undefined}
              onChange={(e) => props.onName(e.target.value)}
              style={{ width: phone ? 'calc(100vw - 72px)' : 260, fontWeight: 600 }}
            />,
            props.nameError,
          )}
          {withError(
            <Select<FormFamily>
              aria-label={t('formDesigner.familyLabel')}
              value={props.family}
              disabled={!editable}
              status={props.familyError ? 'error' : undefined}
              onChange={props.onFamily}
              style={{ width: 150 }}
              options={FORM_FAMILIES.map((family) => ({ value: family, label: t(`formDesigner.family.${family}`) }))}
            />,
            props.familyError,
          )}
          <Tag color={template.latest_version > 0 ? 'blue' : 'default'}>
            {template.latest_version > 0
              ? t('formDesigner.latestVersion', { version: template.latest_version })
              : t('formDesigner.neverPublished')}
          </Tag>
          {template.latest_version > 0 && template.unpublished && (
            <Tag color="warning">{t('formDesigner.unpublished')}</Tag>
          )}
          {props.dirty && <Tag color="orange">{t('formDesigner.unsaved')}</Tag>}
        </Space>
        <DesignerCommands texts="formDesigner" {...props}>
          <Button icon={<EyeOutlined />} onClick={props.onPreview} onPointerEnter={props.onPreviewHover}>
            {t('formDesigner.preview')}
          </Button>
        </DesignerCommands>
      </div>
    </Card>
  );
}
