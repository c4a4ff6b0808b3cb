import { SwapOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { OwnerDialog } from './OwnerDialog';

/** Shown only to users of more than one owner; the dialog itself also opens on code 5. */
export function OwnerSwitchButton() {
  const { t } = useTranslation();
  const many = useSessionStore((s) => s.owners.length > 1);
  const [open, setOpen] = useState(false);
  return (
    <>
      {many && (
        <Tooltip title={t('owner.title')}>
          <Button
            type="text"
            icon={<SwapOutlined />}
            onClick={() => setOpen(true)}
            aria-label={t('owner.title')}
            style={{ color: '#fff' }}
          />
        </Tooltip>
      )}
      <OwnerDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
