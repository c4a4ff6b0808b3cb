import { Code } from '@app/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { setUpScreenTests } from '../../test/fake-api';
import { FormDialog } from './FormDialog';

setUpScreenTests();

interface Values {
  name: string;
}

function Dialog({ onSubmit, showProblem }: { onSubmit(values: Values): Promise<unknown>; showProblem?: boolean }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values>
      title="新增事项"
      open
      onClose={() => undefined}
      form={form}
      onSubmit={onSubmit}
      width={480}
      showProblem={showProblem}
      initialValues={{ name: '' }}
    >
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

const okButton = () => screen.getByText(/^保 ?存$/).closest('button') as HTMLButtonElement;

describe('FormDialog', { timeout: 20_000 }, () => {
  it('puts a server field error under its field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(Code.FieldErrors, 'invalid', { errdata: { name: ['名称已存在'] } });
    });
    render(<Dialog onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '重复' } });
    fireEvent.click(okButton());
    expect(await screen.findByText('名称已存在')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ name: '重复' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows another failure above the fields, unless told not to', async () => {
    const fail = async () => {
      throw new ApiError(Code.Error, '服务器忙');
    };
    const { unmount } = render(<Dialog onSubmit={fail} />);
    fireEvent.click(okButton());
    expect(await screen.findByText('服务器忙')).toBeTruthy();
    unmount();

    const quiet = vi.fn(fail);
    render(<Dialog onSubmit={quiet} showProblem={false} />);
    fireEvent.click(okButton());
    await waitFor(() => expect(quiet).toHaveBeenCalled());
    await waitFor(() => expect(okButton().className).not.toContain('ant-btn-loading'));
    expect(screen.queryByText('服务器忙')).toBeNull();
  });

  it('keeps OK loading while the save runs, and Enter again sends nothing more', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Dialog onSubmit={onSubmit} />);
    const field = screen.getByLabelText('名称');
    fireEvent.change(field, { target: { value: '一' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(okButton().className).toContain('ant-btn-loading'));
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(okButton());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(okButton().className).not.toContain('ant-btn-loading'));
  });

  it('starts each opening from its own initial values, whatever the form held before', async () => {
    function Reopened({ name }: { name: string | null }) {
      const [form] = Form.useForm<Values>();
      return (
        <FormDialog<Values>
          title={name === null ? '新增事项' : '编辑事项'}
          open={name !== null}
          onClose={() => undefined}
          form={form}
          onSubmit={async () => undefined}
          width={480}
          initialValues={{ name: name ?? '' }}
        >
          <Form.Item name="name" label="名称">
            <Input />
          </Form.Item>
        </FormDialog>
      );
    }
    const value = () => (screen.getByLabelText('名称') as HTMLInputElement).value;
    const { rerender } = render(<Reopened name="" />);
    expect(value()).toBe('');
    rerender(<Reopened name={null} />);
    rerender(<Reopened name="旧的事项" />);
    await waitFor(() => expect(value()).toBe('旧的事项'));
    rerender(<Reopened name={null} />);
    rerender(<Reopened name="" />);
    await waitFor(() => expect(value()).toBe(''));
  });
});
