import type { NcrDetail } from '@app/contract';
import { Descriptions, type DescriptionsProps, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';

const multiline = (text: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;

/** The due date, red and marked when it has passed with the NCR still open. */
function DueDate({ day, overdue }: { day: string; overdue: boolean }) {
  const { t } = useTranslation();
  if (!overdue) return <span>{day}</span>;
  return (
    <Flex gap={6} align="center" wrap>
      <Typography.Text type="danger">{day}</Typography.Text>
      <Tag color="red">{t('ncr.overdue')}</Tag>
    </Flex>
  );
}

/** What the loop has settled so far: disposition, plan, responsible, due date, action taken, closing. Only what is filled in shows. */
export function NcrFacts({ detail, phone }: { detail: NcrDetail; phone: boolean }) {
  const { t } = useTranslation();
  const facts: NonNullable<DescriptionsProps['items']> = [];
  const add = (key: string, shown: boolean, children: ReactNode) => {
    if (shown) facts.push({ key, label: t(`ncr.field.${key}`), children });
  };
  add('disposition', detail.disposition !== null, detail.disposition && t(`ncr.disposition.${detail.disposition}`));
  add('disposition_note', detail.disposition_note !== '', multiline(detail.disposition_note));
  add('plan', detail.plan !== '', multiline(detail.plan));
  add('responsible', detail.responsible !== null, detail.responsible?.name);
  add(
    'due_date',
    detail.due_date !== null,
    detail.due_date && <DueDate day={detail.due_date} overdue={detail.overdue} />,
  );
  add('planned_by', detail.planned_by_name !== '', detail.planned_by_name);
  add('execution_note', detail.execution_note !== '', multiline(detail.execution_note));
  add('closed_at', detail.closed_at !== null, dayjs(detail.closed_at).format('YYYY-MM-DD HH:mm'));
  if (facts.length === 0) return null;
  return <Descriptions size="small" bordered column={phone ? 1 : 2} items={facts} style={{ marginBottom: 16 }} />;
}
