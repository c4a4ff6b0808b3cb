import type { FormItem } from '@app/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpScreenTests } from '../../../test/fake-api';
import { answersToSave, type FormRendererHandle } from './FormRenderer';
import { renderForm } from './widgets/render-form';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const table: FormItem = {
  key: 'points',
  title: '测点',
  kind: 'table',
  columns: [
    { key: 'place', title: '部位', kind: 'text', required: true },
    { key: 'result', title: '结果', kind: 'passFail' },
  ],
};
const conditional: FormItem[] = [
  { key: 'look', title: '外观', kind: 'passFail', required: true },
  { key: 'why', title: '不合格原因', kind: 'textarea', required: true, showWhen: { key: 'look', equals: 'fail' } },
];

describe('FormRenderer', { timeout: 20_000 }, () => {
  it('adds and removes table rows', () => {
    const { last } = renderForm([table]);
    fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    expect(screen.getByText('第 2 行')).toBeTruthy();
    const first = screen.getByText('第 1 行').closest('section') as HTMLElement;
    fireEvent.change(within(first).getByRole('textbox'), { target: { value: '焊缝 A' } });
    fireEvent.click(within(first).getByText('不合格'));
    expect(last()?.points).toEqual([{ place: '焊缝 A', result: 'fail' }, {}]);
    const second = screen.getByText('第 2 行').closest('section') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: /删除第 2 行/ }));
    expect(last()?.points).toEqual([{ place: '焊缝 A', result: 'fail' }]);
    expect(screen.queryByText('第 2 行')).toBeNull();
  });

  it('stacks a row’s cells as a card on a phone', () => {
    const media = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) =>
          ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
      );
    try {
      renderForm([table], { points: [{ place: 'A' }] });
      const card = screen.getByText('第 1 行').closest('section') as HTMLElement;
      const cells = card.querySelectorAll('.ant-col');
      expect(cells.length).toBeGreaterThan(1);
      for (const cell of cells) expect(cell.className).toContain('ant-col-24');
    } finally {
      media.mockRestore();
    }
  });

  it('shows an item only when its condition holds, and does not save a hidden answer', () => {
    const { last, schema, uiSchema } = renderForm(conditional);
    expect(screen.queryByText('不合格原因')).toBeNull();
    fireEvent.click(screen.getByText('不合格'));
    expect(screen.getByText('不合格原因')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '咬边' } });
    expect(last()).toEqual({ look: 'fail', why: '咬边' });
    fireEvent.click(screen.getByText('合格'));
    expect(screen.queryByText('不合格原因')).toBeNull();
    expect(answersToSave(schema, uiSchema, last() ?? {})).toEqual({ look: 'pass' });
  });

  it('checks the shown items on validate and shows the server’s errors under their items', async () => {
    const ref = createRef<FormRendererHandle>();
    const { rerender: _ } = renderForm(conditional, {}, { ref, errors: { look: ['服务器：请选择'] } });
    expect(screen.getByText('服务器：请选择')).toBeTruthy();
    let valid = true;
    act(() => {
      valid = ref.current?.validate() ?? true;
    });
    expect(valid).toBe(false);
    expect(screen.getAllByText('必填').length).toBe(1);
    fireEvent.click(screen.getByText('合格'));
    act(() => {
      valid = ref.current?.validate() ?? false;
    });
    expect(valid).toBe(true);
  });
});
