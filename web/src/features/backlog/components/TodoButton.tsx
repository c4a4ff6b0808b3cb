import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { useBacklogCount } from '../api/backlog';

const TodoPanel = lazyOnOpen(() => import('./TodoPanel').then((m) => m.TodoPanel));

/** The top bar's to-do button: how many reports wait for the caller, and the panel that lists them. */
export function TodoButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useBacklogCount();
  return (
    <>
      <Tooltip title={t('shell.todo')}>
        <Badge count={count} size="small" offset={[-6, 6]}>
          <Button
            type="text"
            icon={<BellOutlined />}
            onClick={() => setOpen(true)}
            onPointerEnter={TodoPanel.preload}
            onFocus={TodoPanel.preload}
            aria-label={t('shell.todo')}
            style={{ color: '#fff' }}
          />
        </Badge>
      </Tooltip>
      <TodoPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
