import type { TodoItem } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, setUpScreenTests, success } from '../../../test/fake-api';
import { TodoPanel } from './TodoPanel';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const todo = (over: Partial<TodoItem>): TodoItem => ({
  id: 52,
  report_temp_id: 9,
  report_type: 'workflow_task',
  project_name: '华东变电站',
  submit_by: '张三',
  submit_at: '2026-03-05T08:00:00Z',
  step: '监理审核',
  link: '/control/form/example/setup/9',
  ...over,
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

describe('TodoPanel', { timeout: 20_000 }, () => {
  it('opens the link of a row that has one, closing the panel', async () => {
    fakeApi({
      '/backlog/index': () => success({ result: [todo({})], paging: { count: 1, page: 1, perPage: -1 } }),
      '/table-setting/view': () => success(null),
    });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/home']}>
          <Routes>
            <Route path="/home" element={<TodoPanel open onClose={onClose} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('华东变电站');
    fireEvent.click(screen.getByRole('button', { name: '查看' }));
    expect(onClose).toHaveBeenCalled();
    expect((await screen.findByTestId('where')).textContent).toBe('/control/form/example/setup/9');
  });
});
