import '../texts';
import { EditOutlined } from '@ant-design/icons';
import type { FormFamily, NumberRule } from '@app/contract';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { REPORT_FAMILIES, useNumberRules } from '../api/forms';

const NumberRuleDialog = lazyOnOpen(() => import('../components/NumberRuleDialog').then((m) => m.NumberRuleDialog));

interface Row {
  family: FormFamily;
  rule: NumberRule | undefined;
}

/** The report families' numbering rules (编号规则): type code, pattern, the next number and how many were issued. */
export default function NumberRulesPage() {
  const { t } = useTranslation();
  const permission = usePagePermission('project-template-found-number');
  const { data, isLoading } = useNumberRules();
  const [editing, setEditing] = useState<FormFamily | null>(null);
  const rows: Row[] = REPORT_FAMILIES.map((family) => ({
    family,
    rule: data?.find((rule) => rule.family === family),
  }));
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Card title={t('form.numberRulesTitle')} variant="borderless">
      <Typography.Paragraph type="secondary">{t('form.numberRulesHint')}</Typography.Paragraph>
      <Table<Row>
        rowKey="family"
        loading={isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 720 }}
        columns={[
          { key: 'family', title: t('form.familyLabel'), render: (_v, row) => t(`form.family.${row.family}`) },
          {
            key: 'type_code',
            title: t('form.typeCode'),
            render: (_v, row) =>
              row.rule?.type_code ? <Typography.Text code>{row.rule.type_code}</Typography.Text> : dash,
          },
          {
            key: 'pattern',
            title: t('form.pattern'),
            render: (_v, row) =>
              row.rule?.pattern ? <Typography.Text code>{row.rule.pattern}</Typography.Text> : dash,
          },
          { key: 'example', title: t('form.example'), render: (_v, row) => row.rule?.example || dash },
          { key: 'issued', title: t('form.issued'), render: (_v, row) => row.rule?.issued ?? 0 },
          ...(permission.can('update')
            ? [
                {
                  key: 'operation',
                  title: t('form.operation'),
                  render: (_v: unknown, row: Row) => (
                    <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row.family)}>
                      {t('form.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <NumberRuleDialog
        open={editing !== null}
        family={editing ?? 'inspection'}
        rule={rows.find((row) => row.family === editing)?.rule}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
