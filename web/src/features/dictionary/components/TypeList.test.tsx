import type { DictType } from '@app/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/fake-api';
import '../texts';
import { TypeList } from './TypeList';

const TYPES: DictType[] = [
  { id: 1, code: 'company_nature', name: '公司性质', sort: 10, item_count: 5 },
  { id: 2, code: 'gender', name: '性别', sort: 20, item_count: 3 },
];

beforeAll(prepareDom);
afterEach(cleanup);

describe('TypeList', () => {
  it('searches by code or name and says when nothing matches', () => {
    render(<TypeList types={TYPES} loading={false} selectedId={1} onSelect={() => undefined} />);
    const search = screen.getByPlaceholderText('搜索编码或名称');
    fireEvent.change(search, { target: { value: 'GEN' } });
    expect(screen.queryByText('公司性质')).toBeNull();
    expect(screen.getByText('性别')).toBeTruthy();
    fireEvent.change(search, { target: { value: '公司' } });
    expect(screen.getByText('公司性质')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('没有匹配的字典类型')).toBeTruthy();
  });

  it('selects on click, and offers edit and delete only when allowed', () => {
    const onSelect = vi.fn();
    const onDelete = vi.fn();
    const { rerender } = render(<TypeList types={TYPES} loading={false} selectedId={1} onSelect={onSelect} />);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增类型/ })).toBeNull();
    fireEvent.click(screen.getByText('性别'));
    expect(onSelect).toHaveBeenCalledWith(TYPES[1]);

    rerender(
      <TypeList
        types={TYPES}
        loading={false}
        selectedId={1}
        onSelect={onSelect}
        onCreate={() => undefined}
        onDelete={onDelete}
      />,
    );
    const [first] = screen.getAllByRole('button', { name: '删除' });
    if (!first) throw new Error('no delete button');
    fireEvent.click(first);
    expect(onDelete).toHaveBeenCalledWith(TYPES[0]);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /新增类型/ })).toBeTruthy();
  });

  it('shows the empty state when there are no types', () => {
    render(<TypeList types={[]} loading={false} selectedId={null} onSelect={() => undefined} />);
    expect(screen.getByText('暂无字典类型')).toBeTruthy();
  });
});
