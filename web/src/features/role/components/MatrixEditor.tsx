import { ArrowLeftOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';
import { ActionMatrix, type MatrixGroup } from './ActionMatrix';
import { type Matrix, sameMatrix } from './matrix-state';

interface Props {
  title: ReactNode;
  /** Notes above the matrix (what the screen does, what cannot be taken away). */
  notes?: ReactNode;
  groups: MatrixGroup[];
  rowHeader: string;
  initial: Matrix;
  readOnly: boolean;
  backTo: string;
  onSave(draft: Matrix): Promise<void>;
}

/**
 * A permission matrix being edited: save only when something changed, reset to what was last
 * saved, and a question before leaving with unsaved changes.
 */
export function MatrixEditor(props: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(props.initial);
  const [draft, setDraft] = useState(props.initial);
  const [saving, setSaving] = useState(false);
  const dirty = !sameMatrix(draft, saved);
  useUnsavedGuard(dirty, t('role.setup.leave'));

  const save = async () => {
    setSaving(true);
    try {
      await props.onSave(draft);
      setSaved(draft);
    } catch {
      // The HTTP client has already said why; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const toolbar = (
    <Space wrap>
      {dirty && <Tag color="orange">{t('role.setup.unsaved')}</Tag>}
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(props.backTo)}>
        {t('common.back')}
      </Button>
      {!props.readOnly && (
        <>
          <Button icon={<UndoOutlined />} disabled={!dirty || saving} onClick={() => setDraft(saved)}>
            {t('role.setup.reset')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      )}
    </Space>
  );

  return (
    <Card title={props.title} variant="borderless" extra={toolbar}>
      {props.notes}
      <ActionMatrix
        groups={props.groups}
        value={draft}
        onChange={setDraft}
        rowHeader={props.rowHeader}
        readOnly={props.readOnly || saving}
      />
    </Card>
  );
}
