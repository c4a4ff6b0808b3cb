import { type AuditEntry, COMPANY_NATURE_DICT } from '@app/contract';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../../components/data-table/dict-values';
import { fieldLabel, orderedChanges, REDACTED, valueText } from './change-labels';

/** A row stays a few lines high; the rest of a change opens in a popover. */
const SHOWN = 3;
const LINE_WIDTH = 420;

type Change = AuditEntry['changes'][string];

function Value({ entity, field, value }: { entity: string; field: string; value: unknown }) {
  const { t } = useTranslation();
  // The company nature is an owner's dictionary key: shown by its label, which the server keeps.
  if (field === 'nature' && typeof value === 'string' && value)
    return <DictLabel code={COMPANY_NATURE_DICT} value={value} />;
  return <>{valueText(t, entity, field, value)}</>;
}

/** One field on one line: `name：before → after`; a new row's values alone, a removed row's as they were. */
function ChangeLine({ entry, field, change }: { entry: AuditEntry; field: string; change: Change }) {
  const { t } = useTranslation();
  const { entity, action } = entry;
  const secret = change.before === REDACTED || change.after === REDACTED;
  const before = <Value entity={entity} field={field} value={change.before} />;
  const after = <Value entity={entity} field={field} value={change.after} />;
  return (
    <Typography.Text ellipsis={{ tooltip: true }} style={{ display: 'block', maxWidth: LINE_WIDTH }}>
      <Typography.Text type="secondary">
        {fieldLabel(entity, field)}
        {t('audit.colon')}
      </Typography.Text>
      {secret ? (
        t(change.before === null ? 'audit.values.set' : 'audit.values.changed')
      ) : action === 'create' ? (
        after
      ) : action === 'delete' ? (
        before
      ) : (
        <>
          {before} → {after}
        </>
      )}
    </Typography.Text>
  );
}

/** What a change did, field by field, in the reader's words: translated names and labels. */
export function ChangesList({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const fields = orderedChanges(entry);
  if (fields.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const lines = (list: typeof fields) =>
    list.map(([field, change]) => <ChangeLine key={field} entry={entry} field={field} change={change} />);
  const hidden = fields.length - SHOWN;
  return (
    <div style={{ lineHeight: '20px' }}>
      {lines(fields.slice(0, hidden > 1 ? SHOWN : fields.length))}
      {hidden > 1 && (
        <Popover
          trigger="click"
          title={t('audit.allChanges', { count: fields.length })}
          content={<div style={{ maxWidth: LINE_WIDTH + 40, lineHeight: '22px' }}>{lines(fields)}</div>}
        >
          <Button type="link" size="small" style={{ padding: 0, height: 20 }}>
            {t('audit.more', { count: fields.length })}
          </Button>
        </Popover>
      )}
    </div>
  );
}
