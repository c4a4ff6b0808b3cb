import type { FormColumn } from '@app/contract';
import { Table } from 'antd';
import type { Answers } from './answer-data';
import { AnswerValue, fieldOf } from './FormAnswer';

/** A table item's rows read as a small table, a cell each answer (FormView loads it for a table with rows). */
export function FormViewTable({ columns, rows }: { columns: FormColumn[]; rows: { row: number; cells: Answers }[] }) {
  return (
    <Table
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey="row"
      dataSource={rows}
      columns={[
        { key: '#', title: '#', dataIndex: 'row', width: 48, align: 'center' },
        ...columns.map((column) => ({
          key: column.key,
          title: column.title,
          render: (_: unknown, row: { cells: Answers }) => (
            <AnswerValue field={fieldOf(column)} value={row.cells[column.key]} />
          ),
        })),
      ]}
    />
  );
}
