import type { FormColumn } from '@app/contract';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { Answers } from './answer-data';
import { AnswerValue, fieldOf } from './FormAnswer';

/**
 * A table item's rows read as a small bordered table, a cell each answer (FormView loads it for a
 * table with rows). A plain table in antd's colours rather than antd's Table: it only shows rows, and
 * the Table with its pager, filters and selection weighed about 40 KB gzip on every report page.
 */
export function FormViewTable({ columns, rows }: { columns: FormColumn[]; rows: { row: number; cells: Answers }[] }) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell: CSSProperties = { border, padding: `${token.paddingXS}px ${token.paddingXS}px`, verticalAlign: 'top' };
  const head: CSSProperties = {
    ...cell,
    background: token.colorFillAlter,
    fontWeight: token.fontWeightStrong,
    textAlign: 'start',
    whiteSpace: 'nowrap',
  };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', minWidth: '100%', fontSize: token.fontSizeSM + 1 }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...head, width: 48, textAlign: 'center' }}>
              #
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={head}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              <td style={{ ...cell, textAlign: 'center' }}>{row.row}</td>
              {columns.map((column) => (
                <td key={column.key} style={cell}>
                  <AnswerValue field={fieldOf(column)} value={row.cells[column.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
