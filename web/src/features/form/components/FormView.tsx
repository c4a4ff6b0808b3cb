import '../texts';
import { type FormColumn, isShown, type JsonSchema, type UiSchema } from '@app/contract';
import { Flex, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { useIsPhone } from '../../../lib/use-is-phone';
import { type Answers, itemsOf } from './answer-data';
import { AnswerValue, Description, fieldOf, Labelled, record } from './FormAnswer';
import { Plain } from './widgets/common';
import { SectionHeading } from './widgets/SectionHeading';

// antd's Table is large: it loads for a table with rows read on a wide screen, not with every form.
const FormViewTable = lazy(() => import('./FormViewTable').then((m) => ({ default: m.FormViewTable })));

/*
 * A filled form, read. It draws the answers with the widgets' own read-only parts, so it reads as the
 * renderer drew it read-only, but without @rjsf (nor anything importing it): a form opened only to
 * be read never loads the renderer. Nothing here may import FormRenderer, answers.ts or a widget
 * taking rjsf's props.
 */

export interface FormViewProps {
  schema: JsonSchema;
  uiSchema: UiSchema;
  formData: Answers;
}

/** The items shown for the answers, in order, each with its title, answer and description. */
export function FormView({ schema, uiSchema, formData }: FormViewProps) {
  const items = useMemo(() => itemsOf(schema, uiSchema), [schema, uiSchema]);
  return (
    <section className="form-view">
      {items
        .filter((item) => isShown(item, formData))
        .map((item) =>
          item.kind === 'section' ? (
            <SectionHeading key={item.key} title={item.title} description={item.description} />
          ) : (
            <Labelled key={item.key} itemKey={item.key} title={item.title} required={item.required}>
              {item.kind === 'table' ? (
                <TableValue columns={item.columns} value={formData[item.key]} />
              ) : (
                <AnswerValue field={fieldOf(item)} value={formData[item.key]} />
              )}
              {item.description && <Description>{item.description}</Description>}
            </Labelled>
          ),
        )}
    </section>
  );
}

/** A table's rows: a small table, or on a phone a card a row, each cell read. */
function TableValue({ columns, value }: { columns: FormColumn[]; value: unknown }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  // Rows have no id of their own; read, their order never changes, so their number keys them.
  const rows = Array.isArray(value) ? value.map((cells, index) => ({ row: index + 1, cells: record(cells) })) : [];
  if (rows.length === 0) return <Plain />;
  if (phone) {
    return (
      <Flex vertical gap={8}>
        {rows.map(({ row, cells }) => (
          <Panel key={row} size="small" title={t('form.row', { n: row })} bodyStyle={{ paddingBottom: 0 }}>
            {columns.map((column) => (
              <Labelled key={column.key} title={column.title} required={column.required} nested>
                <AnswerValue field={fieldOf(column)} value={cells[column.key]} />
              </Labelled>
            ))}
          </Panel>
        ))}
      </Flex>
    );
  }
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: Math.min(rows.length, 5) }} title={false} />}>
      <FormViewTable columns={columns} rows={rows} />
    </Suspense>
  );
}
