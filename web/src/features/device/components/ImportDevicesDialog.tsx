import type { PlatformKind } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Flex, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { fetchPlatformKinds, importDevices, refreshDevices } from '../api/devices';

interface Props {
  open: boolean;
  onClose(): void;
}

/**
 * Picks kinds of the platform's catalogue to copy, each with its route, into the owner's own; a kind
 * whose name the owner has is shown but cannot be picked.
 */
export function ImportDevicesDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kinds = useQuery({ queryKey: ['device', 'platform-kinds'], queryFn: fetchPlatformKinds, enabled: open });
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const free = (kinds.data ?? []).filter((kind) => !kind.taken).map((kind) => kind.id);

  const close = () => {
    setChosen([]);
    onClose();
  };
  const submit = async () => {
    setSaving(true);
    try {
      const { added } = await importDevices(chosen);
      alertBanner('success', t('device.imported', { count: added }));
      await refreshDevices(queryClient);
      close();
    } finally {
      setSaving(false);
    }
  };

  const label = (kind: PlatformKind) => (
    <Space size={6} wrap>
      <span>{kind.name}</span>
      {kind.code && <Typography.Text code>{kind.code}</Typography.Text>}
      <Typography.Text type="secondary">{t('process.count', { count: kind.process_count })}</Typography.Text>
      {kind.taken && <Tag>{t('device.importTaken')}</Tag>}
    </Space>
  );

  const body = () => {
    if (kinds.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (!kinds.data?.length) return <Empty description={t('device.importNothing')} />;
    return (
      <>
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('device.importHint')}</Typography.Text>
          <Button size="small" disabled={free.length === 0} onClick={() => setChosen(chosen.length ? [] : free)}>
            {t(chosen.length ? 'device.importNoneChosen' : 'device.importAll')}
          </Button>
        </Flex>
        <Checkbox.Group
          value={chosen}
          onChange={(ids) => setChosen(ids as number[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={kinds.data.map((kind) => ({ value: kind.id, label: label(kind), disabled: kind.taken }))}
        />
      </>
    );
  };

  return (
    <Modal
      title={t('device.importTitle')}
      open={open}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('device.importOk', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0, loading: saving }}
      width={560}
      destroyOnHidden
    >
      {body()}
    </Modal>
  );
}
