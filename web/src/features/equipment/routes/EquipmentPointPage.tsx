import '../texts';
import { CopyOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { EquipmentCalls, type EquipmentPoints } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Form, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { ApiError, call } from '../../../lib/http';
import { refreshEquipment, savePoints, usePointGrid } from '../api/equipment';
import { EquipmentPicker } from '../components/EquipmentPicker';
import { PointGrid } from '../components/PointGrid';
import { copiedPlan, hasBlankSymbol, isChanged, type Plan, planOf, pointsBody } from '../components/point-grid';

const EMPTY: Plan = new Map();

/** The first message of a refused save: a field error of some cell, or the envelope's text. */
const refusal = (error: unknown) =>
  error instanceof ApiError ? (Object.values(error.extra.errdata ?? {})[0]?.[0] ?? error.msg) : String(error);

/**
 * One piece of equipment's inspection and test plan (设备检验点): chosen by name, batch or number (or
 * `?equipment=<id>` from a list), shown as a grid of its kind's steps by the owner's categories, and
 * saved whole by those who may change it; read-only for the others.
 */
export default function EquipmentPointPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('equipment')) || undefined;
  const grid = usePointGrid(chosen);
  const data = grid.data;
  const saved = useMemo(() => (data ? planOf(data) : EMPTY), [data]);
  // The plan being edited belongs to the grid it was made on: a newly read grid (another equipment,
  // or the answer of a save) starts from what is saved.
  const [draft, setDraft] = useState<{ of: EquipmentPoints; plan: Plan } | null>(null);
  const plan = data && draft?.of === data ? draft.plan : saved;
  const setPlan = (next: Plan) => {
    if (data) setDraft({ of: data, plan: next });
  };
  const [saving, setSaving] = useState(false);
  const [copying, setCopying] = useState(false);
  const changed = data !== undefined && isChanged(saved, plan);

  const choose = async (id: number | undefined) => {
    if (changed && !(await confirmDialog(t('equipment.discardConfirm')))) return;
    setSearch(id === undefined ? {} : { equipment: String(id) });
  };

  const save = async () => {
    if (!data || chosen === undefined) return;
    if (hasBlankSymbol(plan)) {
      alertBanner('warning', t('equipment.symbolRequired'));
      return;
    }
    setSaving(true);
    try {
      const next = await savePoints(chosen, pointsBody(data, plan));
      queryClient.setQueryData(['equipment', 'points', chosen], next);
      await refreshEquipment(queryClient);
      alertBanner('success', t('equipment.saved'));
    } catch (error) {
      alertBanner('warning', refusal(error));
    } finally {
      setSaving(false);
    }
  };

  const editable = data?.can_update === true;

  return (
    <Card title={t('equipment.pointTitle')} variant="borderless">
      <Form layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item label={t('equipment.chooseEquipment')} htmlFor="point-equipment" style={{ marginBottom: 16 }}>
          <EquipmentPicker
            id="point-equipment"
            value={chosen}
            current={data?.equipment}
            onChange={(id) => void choose(id)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
      {chosen === undefined && <Empty description={t('equipment.chooseFirst')} />}
      {chosen !== undefined && grid.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {grid.isError && (
        <Alert type="error" showIcon title={t('equipment.loadFailed')} description={refusal(grid.error)} />
      )}
      {data && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'project', label: t('equipment.project'), children: data.equipment.project_name },
              { key: 'device', label: t('equipment.device'), children: data.equipment.device_name },
              { key: 'number', label: t('equipment.eNumber'), children: data.equipment.e_number },
              { key: 'batch', label: t('equipment.batch'), children: data.equipment.batch || '—' },
            ]}
          />
          <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
            <Space wrap size={[4, 4]}>
              {data.categories.map((category) => (
                <Tag key={category.id}>
                  <b>{category.plan_symbol}</b> {category.name}
                </Tag>
              ))}
              <Typography.Text type="secondary">{t('equipment.planned', { count: plan.size })}</Typography.Text>
              {changed && <Tag color="warning">{t('equipment.unsaved')}</Tag>}
            </Space>
            {editable && (
              <Space wrap>
                <Button icon={<CopyOutlined />} onClick={() => setCopying(true)}>
                  {t('equipment.copyFrom')}
                </Button>
                <Button icon={<UndoOutlined />} disabled={!changed} onClick={() => setPlan(saved)}>
                  {t('equipment.undo')}
                </Button>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  loading={saving}
                  disabled={!changed}
                  onClick={() => void save()}
                >
                  {t('equipment.save')}
                </Button>
              </Space>
            )}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
            {editable ? t('equipment.legend') : t('equipment.readOnly')}
          </Typography.Paragraph>
          {data.steps.length === 0 ? (
            <Alert type="warning" showIcon title={t('equipment.noSteps')} />
          ) : data.categories.length === 0 ? (
            <Alert type="warning" showIcon title={t('equipment.noCategories')} />
          ) : (
            <PointGrid grid={data} plan={plan} editable={editable} onChange={setPlan} />
          )}
          <CopyDialog
            open={copying}
            grid={data}
            onClose={() => setCopying(false)}
            onCopied={(next, name) => {
              setPlan(next);
              alertBanner('success', t('equipment.copied', { name }));
            }}
          />
        </>
      )}
    </Card>
  );
}

interface CopyProps {
  open: boolean;
  grid: EquipmentPoints;
  onClose(): void;
  onCopied(plan: Plan, name: string): void;
}

/** Picks equipment of the same kind and lays its points on the grid (saved only with the grid). */
function CopyDialog({ open, grid, onClose, onCopied }: CopyProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    if (source === undefined) return;
    setBusy(true);
    try {
      const other = await call(EquipmentCalls.points, { query: { id: String(source) }, hideLoading: true });
      onCopied(copiedPlan(grid, other), other.equipment.name);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('equipment.copyTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => void copy()}
      okText={t('equipment.copy')}
      okButtonProps={{ disabled: source === undefined, loading: busy }}
      cancelText={t('common.cancel')}
      afterClose={() => setSource(undefined)}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('equipment.copyIntro')}</Typography.Paragraph>
      <EquipmentPicker
        value={source}
        onChange={setSource}
        deviceId={grid.equipment.device_id}
        exclude={grid.equipment.id}
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
