import '../texts';
import { ArrowDownOutlined, ArrowUpOutlined, LockOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { REPORT_BASE_LABEL_MAX, type ReportBaseField } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space, Switch, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { BASE_FIELDS_KEY, resetBaseFields, saveBaseFields, useBaseFields } from '../api/forms';

type Row = Pick<ReportBaseField, 'key' | 'default_name' | 'label' | 'visible' | 'required' | 'locked'>;

const sameRows = (a: readonly Row[], b: readonly Row[]) =>
  a.length === b.length &&
  a.every((row, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      row.key === other.key &&
      row.label.trim() === other.label &&
      row.visible === other.visible &&
      row.required === other.required
    );
  });

/**
 * 基础模板: the header fields every report carries besides its template's items. The owner's
 * administrator renames them, shows or hides them, makes them required at upload and orders them; the
 * report number, project, type and date are locked (always shown, always required).
 */
export default function BaseFieldsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permission = usePagePermission('project-template-base');
  const editable = permission.can('update');
  const { data, isLoading } = useBaseFields();
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const saved: Row[] = data ?? [];
  const rows = draft ?? saved;
  const changed = draft !== null && !sameRows(draft, saved);

  const change = (key: string, patch: Partial<Row>) =>
    setDraft(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(index + by, 0, row);
    setDraft(next);
  };
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: BASE_FIELDS_KEY });
    setDraft(null);
  };

  const save = async () => {
    setBusy(true);
    // A refusal has been shown by the HTTP client; the unsaved changes stay for another try.
    const done = await saveBaseFields({
      fields: rows.map(({ key, label, visible, required }) => ({ key, label: label.trim(), visible, required })),
    }).then(
      () => true,
      () => false,
    );
    if (done) {
      await reload();
      alertBanner('success', t('form.baseSaved'));
    }
    setBusy(false);
  };
  const reset = async () => {
    const done = await confirmDanger(t('form.baseResetConfirm'), resetBaseFields).catch(() => null);
    if (!done) return;
    await reload();
    alertBanner('success', t('form.baseResetDone'));
  };

  const lockedSwitch = (checked: boolean, label: string) => (
    <Tooltip title={t('form.baseLocked')}>
      <Space size={4}>
        <Switch size="small" checked={checked} disabled aria-label={label} />
        <LockOutlined aria-label={t('form.baseLocked')} />
      </Space>
    </Tooltip>
  );

  const actions = editable && (
    <Space wrap>
      <Button icon={<UndoOutlined />} danger onClick={() => void reset()} disabled={busy || isLoading}>
        {t('form.baseReset')}
      </Button>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={busy}
        disabled={!changed || isLoading}
        onClick={() => void save()}
      >
        {t('common.save')}
      </Button>
    </Space>
  );

  return (
    <Card title={t('form.baseTitle')} variant="borderless" extra={actions}>
      <Typography.Paragraph type="secondary">{t('form.baseHint')}</Typography.Paragraph>
      {!editable && !permission.isLoading && (
        <Alert type="info" showIcon title={t('form.baseReadOnly')} style={{ marginBottom: 12 }} />
      )}
      {changed && <Alert type="warning" showIcon title={t('form.baseUnsaved')} style={{ marginBottom: 12 }} />}
      <Table<Row>
        rowKey="key"
        size="middle"
        loading={isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          { key: 'order', title: t('form.baseOrder'), width: 64, render: (_v, _row, index) => index + 1 },
          { key: 'default_name', title: t('form.baseDefaultName'), dataIndex: 'default_name', width: 120 },
          {
            key: 'label',
            title: t('form.baseLabel'),
            width: 200,
            render: (_v, row) => (
              <Input
                size="small"
                value={row.label}
                placeholder={row.default_name}
                maxLength={REPORT_BASE_LABEL_MAX}
                disabled={!editable}
                aria-label={t('form.baseLabelOf', { name: row.default_name })}
                onChange={(event) => change(row.key, { label: event.target.value })}
              />
            ),
          },
          {
            key: 'visible',
            title: t('form.baseVisible'),
            width: 96,
            render: (_v, row) => {
              const label = t('form.baseVisibleOf', { name: row.default_name });
              if (row.locked) return lockedSwitch(row.visible, label);
              return (
                <Switch
                  size="small"
                  checked={row.visible}
                  disabled={!editable}
                  aria-label={label}
                  onChange={(visible) => change(row.key, visible ? { visible } : { visible, required: false })}
                />
              );
            },
          },
          {
            key: 'required',
            title: t('form.baseRequired'),
            width: 96,
            render: (_v, row) => {
              const label = t('form.baseRequiredOf', { name: row.default_name });
              if (row.locked) return lockedSwitch(row.required, label);
              const hidden = !row.visible;
              const toggle = (
                <Switch
                  size="small"
                  checked={row.required}
                  disabled={!editable || hidden}
                  aria-label={label}
                  onChange={(required) => change(row.key, { required })}
                />
              );
              return hidden ? <Tooltip title={t('form.baseHiddenNotRequired')}>{toggle}</Tooltip> : toggle;
            },
          },
          ...(editable
            ? [
                {
                  key: 'move',
                  title: t('form.baseMove'),
                  width: 96,
                  render: (_v: unknown, row: Row, index: number) => (
                    <Space size={4}>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0}
                        aria-label={t('form.baseMoveUp', { name: row.default_name })}
                        onClick={() => move(index, -1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={index === rows.length - 1}
                        aria-label={t('form.baseMoveDown', { name: row.default_name })}
                        onClick={() => move(index, 1)}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
