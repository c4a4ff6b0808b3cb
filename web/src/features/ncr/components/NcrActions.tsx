import type { NcrAction, NcrDetail } from '@app/contract';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnOpen } from '../../../lib/lazy-on-open';

// The dialog (its form, the date picker, the uploader) loads when a step is first taken.
const NcrActionDialog = lazyOnOpen(() => import('./NcrActionDialog').then((m) => m.NcrActionDialog));

/** Steps that turn the loop back: drawn as a warning. */
const BACKWARD: readonly NcrAction[] = ['reject', 'fail'];

/** The caller's steps on the NCR now, each opening its dialog; a line saying why there are none. */
export function NcrActions({ detail, phone }: { detail: NcrDetail; phone: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<NcrAction>('dispose');
  if (detail.state === 'closed') return null;
  if (detail.actions.length === 0) {
    return (
      <Typography.Text type="secondary" data-testid="ncr-waiting">
        {t(detail.raised ? 'ncr.nothingToDo' : 'ncr.notRaised')}
      </Typography.Text>
    );
  }
  return (
    <>
      <Flex gap={8} wrap vertical={phone} justify="end">
        {detail.actions.map((next, index) => (
          <Button
            key={next}
            type={index === 0 && !BACKWARD.includes(next) ? 'primary' : 'default'}
            danger={BACKWARD.includes(next)}
            block={phone}
            size={phone ? 'large' : undefined}
            onPointerEnter={NcrActionDialog.preload}
            onClick={() => {
              setAction(next);
              setOpen(true);
            }}
          >
            {t(`ncr.action.${next}`)}
          </Button>
        ))}
      </Flex>
      <NcrActionDialog open={open} action={action} detail={detail} phone={phone} onClose={() => setOpen(false)} />
    </>
  );
}
