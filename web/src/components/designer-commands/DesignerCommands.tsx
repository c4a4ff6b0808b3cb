import { RedoOutlined, SaveOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DesignerCommandsProps {
  /**
   * The designer's text prefix (`formDesigner`, `workflow`): its texts hold `undo`, `undoHint`, `redo`,
   * `redoHint`, `save` and `publish`, loaded with the designer's chunk.
   */
  texts: string;
  editable: boolean;
  /** On a phone, undo and redo show their icons alone. */
  phone: boolean;
  busy: 'save' | 'publish' | null;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canPublish: boolean;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onPublish(): void;
  /** What the designer offers between its history and its save (a preview, the versions). */
  children?: ReactNode;
}

/** A designer's commands: undo and redo, the designer's own, then save and publish (only when editable). */
export function DesignerCommands(props: DesignerCommandsProps) {
  const { t } = useTranslation();
  const { texts, editable, phone, busy } = props;
  const historyButton = (action: 'undo' | 'redo', icon: ReactNode, enabled: boolean, onClick: () => void) => (
    <Tooltip title={t(`${texts}.${action}Hint`)}>
      <Button
        icon={icon}
        aria-label={phone ? t(`${texts}.${action}`) : undefined}
        disabled={!enabled}
        onClick={onClick}
      >
        {phone ? null : t(`${texts}.${action}`)}
      </Button>
    </Tooltip>
  );
  return (
    <Space wrap size={8}>
      {editable && (
        <>
          {historyButton('undo', <UndoOutlined />, props.canUndo, props.onUndo)}
          {historyButton('redo', <RedoOutlined />, props.canRedo, props.onRedo)}
        </>
      )}
      {props.children}
      {editable && (
        <>
          <Button
            icon={<SaveOutlined />}
            disabled={!props.dirty || busy !== null}
            loading={busy === 'save'}
            onClick={props.onSave}
          >
            {t(`${texts}.save`)}
          </Button>
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!props.canPublish || busy !== null}
            loading={busy === 'publish'}
            onClick={props.onPublish}
          >
            {t(`${texts}.publish`)}
          </Button>
        </>
      )}
    </Space>
  );
}
