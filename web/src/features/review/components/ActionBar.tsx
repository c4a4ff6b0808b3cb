import type { WorkflowInstanceDetail } from '@app/contract';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionBarStyle } from '../../../components/panel/action-bar';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { DialogKind } from './ActionDialog';

const ActionDialog = lazyOnOpen(() => import('./ActionDialog').then((m) => m.ActionDialog));

type Detail = Pick<
  WorkflowInstanceDetail,
  'id' | 'revision' | 'my_task' | 'send_back_targets' | 'can_withdraw' | 'can_terminate'
>;

const DANGER: readonly DialogKind[] = ['reject', 'terminate'];

interface Props {
  detail: Detail;
  /** The answers the approver changed (approved with them), or null when his editor refuses them. */
  changes?: () => Record<string, unknown> | null;
}

/** The caller's actions on the instance: on their task, withdrawing their own, ending one as administrator. */
export function ActionBar({ detail, changes }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<DialogKind>('approve');
  const [data, setData] = useState<Record<string, unknown> | undefined>();
  const kinds: DialogKind[] = [
    ...(detail.my_task?.actions ?? []),
    ...(detail.can_withdraw ? (['withdraw'] as const) : []),
    ...(detail.can_terminate ? (['terminate'] as const) : []),
  ];
  if (kinds.length === 0) return null;
  const start = (next: DialogKind) => {
    if (next === 'approve' && changes) {
      const changed = changes();
      if (changed === null) {
        alertBanner('warning', t('review.fixEdits'));
        return;
      }
      setData(Object.keys(changed).length > 0 ? changed : undefined);
    }
    setKind(next);
    setOpen(true);
  };
  return (
    <>
      <Flex gap={8} wrap justify="end" style={actionBarStyle(phone)}>
        {kinds.map((k) => (
          <Button
            key={k}
            type={k === 'approve' ? 'primary' : 'default'}
            danger={DANGER.includes(k)}
            onClick={() => start(k)}
            onPointerEnter={ActionDialog.preload}
          >
            {t(`review.action.${k}`)}
          </Button>
        ))}
      </Flex>
      <ActionDialog
        open={open}
        kind={kind}
        target={{
          instanceId: detail.id,
          revision: detail.revision,
          taskId: detail.my_task?.id ?? null,
          sendBackTargets: detail.send_back_targets,
          data: kind === 'approve' ? data : undefined,
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
