import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../test/fake-api';
import { Chart } from './Chart';

vi.mock('./EChart', () => import('../../test/fake-echart'));

beforeAll(prepareDom);
afterEach(cleanup);

describe('Chart', () => {
  it('shows the empty state without drawing, its actions disabled', () => {
    render(<Chart label="每月报告数量" option={{}} empty onExport={() => undefined} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
    expect(screen.getByRole('button', { name: '保存图片' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '导出数据' }).hasAttribute('disabled')).toBe(true);
  });

  it('draws the chart, names it, saves it as a PNG and offers its figures', async () => {
    const onExport = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<Chart label="检验人员工作量" option={{}} onExport={onExport} />);
    expect(await screen.findByTestId('echart')).toBeTruthy();
    expect(screen.getByRole('img', { name: '检验人员工作量' })).toBeTruthy();
    const save = screen.getByRole('button', { name: '保存图片' });
    // The drawn chart's handle arrives after the lazy chunk: a busy machine takes more than a second.
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), { timeout: 5000 });
    fireEvent.click(save);
    expect(clicked).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '导出数据' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('offers no 导出数据 without figures to export', () => {
    render(<Chart label="x" option={{}} />);
    expect(screen.queryByRole('button', { name: '导出数据' })).toBeNull();
  });
});
