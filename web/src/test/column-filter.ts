import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Opens the filter of the DataTable column headed `title`. */
export function openColumnFilter(title: string) {
  const header = screen.getAllByRole('columnheader').find((cell) => cell.textContent === title);
  const trigger = header?.querySelector('.ant-table-filter-trigger');
  if (!trigger) throw new Error(`no filter on ${title}`);
  fireEvent.click(trigger);
}

/**
 * Picks `text` in the select of the column filter opened last (each one opened stays in the page,
 * hidden), once its choices have loaded, and applies it.
 */
export async function pickInColumnFilter(text: string) {
  const dropdown = await waitFor(
    () => {
      const last = [...document.querySelectorAll('.ant-table-filter-dropdown')].at(-1);
      if (!last?.querySelector('[role="combobox"]')) throw new Error('the filter is still loading');
      return last as HTMLElement;
    },
    { timeout: 5000 },
  );
  fireEvent.mouseDown(within(dropdown).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].filter((o) => o.textContent === text);
    if (!found.length) throw new Error(`no option ${text}`);
    return found.at(-1) as HTMLElement;
  });
  fireEvent.click(option);
  fireEvent.click(within(dropdown).getByRole('button', { name: /搜\s*索/ }));
}
