import { OWNER_DIALOG_MAX_WIDTH } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Radio, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { logout } from '../../session/public';
import { fetchOwners, switchOwner } from '../api/owner';

/**
 * The owner (project source) dialog: a radio list of the user's owners. While no owner is selected
 * (code 5) it cannot be dismissed (SPEC §2, §4).
 */
export function OwnerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ownerSelected = useSessionStore((s) => s.ownerSelected);
  const persistent = !ownerSelected;
  const visible = open || persistent;
  const owners = useQuery({ queryKey: ['owners'], queryFn: fetchOwners, enabled: visible });
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (visible) setChoice(owners.data?.find((o) => o.selected)?.key ?? null);
  }, [visible, owners.data]);

  const confirm = async () => {
    if (!choice) return;
    setBusy(true);
    const switched = await switchOwner(choice);
    setBusy(false);
    if (switched) onClose();
  };

  const list = owners.data ?? [];
  return (
    <Modal
      open={visible}
      title={t('owner.title')}
      width={OWNER_DIALOG_MAX_WIDTH + 60}
      closable={!persistent}
      mask={{ closable: !persistent }}
      keyboard={!persistent}
      onCancel={onClose}
      footer={
        list.length === 0 && !owners.isPending ? (
          <Button onClick={() => void logout()}>{t('shell.logout')}</Button>
        ) : (
          <Button type="primary" onClick={confirm} loading={busy} disabled={!choice}>
            {t('owner.switch')}
          </Button>
        )
      }
    >
      {owners.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description={t('owner.none')} />
      ) : (
        <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)} style={{ width: '100%' }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {list.map((owner) => (
              <Radio key={owner.key} value={owner.key}>
                {owner.name}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  );
}
