import type { FormItem } from '@app/contract';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Flag {
  key: string;
  row?: number;
  column?: string;
  reason: 'fail' | 'outOfTolerance';
}

/** The flagged answers of a filled form: failed checks and values out of tolerance, by item. */
export function FlagList({ flags, items }: { flags: Flag[]; items: readonly FormItem[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  const titleOf = (flag: Flag) => {
    const item = items.find((candidate) => candidate.key === flag.key);
    const title = item?.title ?? flag.key;
    if (flag.row === undefined) return title;
    const column =
      item?.kind === 'table' ? (item.columns.find((c) => c.key === flag.column)?.title ?? flag.column) : flag.column;
    return t('form.flagCell', { title, row: flag.row + 1, column });
  };
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('form.flagsTitle', { count: flags.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {flags.map((flag) => (
            <li key={`${flag.key}.${flag.row ?? ''}.${flag.column ?? ''}`}>
              <Typography.Text>{titleOf(flag)}</Typography.Text>
              {' — '}
              <Typography.Text type="danger">{t(`form.flag.${flag.reason}`)}</Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  );
}
