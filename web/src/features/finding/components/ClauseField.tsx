import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { type ChosenClause, loadClauseCitationDialog } from '../../criterion/public';

// The standards' clause trees load when the dialog first opens, not with the page that offers it.
const ClauseCitationDialog = lazyOnOpen(() => loadClauseCitationDialog().then((module) => module.ClauseCitationDialog));

/** How a clause reads in the field: its standard's code, its own code and its title. */
export const clauseLabel = (clause: Pick<ChosenClause, 'law_code' | 'code' | 'title'>) =>
  `${clause.law_code} ${clause.code} ${clause.title}`.trim();

/**
 * A finding's 违反条款 as a form field: the clause chosen (removable) and a button that opens the
 * standards' clause trees to choose one.
 */
export function ClauseField({
  value = null,
  onChange,
}: {
  value?: ChosenClause | null;
  onChange?: (clause: ChosenClause | null) => void;
}) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Flex gap={8} align="center" wrap>
        {value ? (
          <Tag closable onClose={() => onChange?.(null)} style={{ marginInlineEnd: 0 }}>
            {clauseLabel(value)}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('finding.noClause')}</Typography.Text>
        )}
        <Button size="small" onClick={() => setChoosing(true)}>
          {t('finding.chooseClause')}
        </Button>
      </Flex>
      {choosing && (
        <ClauseCitationDialog
          open
          single
          title={t('finding.clause')}
          hint={t('finding.clauseHint')}
          cited={value ? [value] : []}
          onCancel={() => setChoosing(false)}
          onSave={async (_ids, chosen) => {
            onChange?.(chosen[0] ?? null);
            setChoosing(false);
          }}
        />
      )}
    </>
  );
}
