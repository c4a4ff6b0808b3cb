import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import FeedbackHost from '../../app/FeedbackHost';
import { setUpScreenTests } from '../../test/fake-api';
import { confirmDanger } from './confirm-danger';

setUpScreenTests();

const button = (name: RegExp) => screen.getByText(name).closest('button') as HTMLButtonElement;

describe('confirmDanger', { timeout: 20_000 }, () => {
  it('asks with a red, focused OK, runs the action with it loading, and answers its value', async () => {
    render(<FeedbackHost />);
    let finish: (value: number) => void = () => {};
    const action = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    let answer: Promise<{ value: number } | null> = Promise.resolve(null);
    act(() => {
      answer = confirmDanger('确定要删除「甲」吗？', action);
    });
    expect(await screen.findByText('确定要删除「甲」吗？')).toBeTruthy();
    expect(screen.getAllByText('请确认').length).toBeGreaterThan(0);
    const ok = button(/^确 ?认$/);
    expect(ok.className).toContain('ant-btn-dangerous');
    await waitFor(() => expect(document.activeElement).toBe(ok));
    expect(button(/^取 ?消$/)).toBeTruthy();

    fireEvent.click(ok);
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(ok.className).toContain('ant-btn-loading'));
    await act(async () => finish(7));
    await expect(answer).resolves.toEqual({ value: 7 });
  });

  it('declines on Escape without running the action', async () => {
    render(<FeedbackHost />);
    const action = vi.fn(async () => 1);
    let answer: Promise<{ value: number } | null> = Promise.resolve({ value: 0 });
    act(() => {
      answer = confirmDanger('确定要将 陈委托（client）强制下线吗？', action);
    });
    await screen.findByText('确定要将 陈委托（client）强制下线吗？');
    const ok = button(/^确 ?认$/);
    await waitFor(() => expect(document.activeElement).toBe(ok));
    fireEvent.keyDown(ok, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await expect(answer).resolves.toBeNull();
    expect(action).not.toHaveBeenCalled();
  });

  it('without an action answers true on OK, and rejects with the action error', async () => {
    render(<FeedbackHost />);
    let yes: Promise<boolean> = Promise.resolve(false);
    act(() => {
      yes = confirmDanger('确定要停用吗？');
    });
    await screen.findByText('确定要停用吗？');
    fireEvent.click(button(/^确 ?认$/));
    await expect(yes).resolves.toBe(true);

    let failed: Promise<unknown> = Promise.resolve();
    act(() => {
      failed = confirmDanger('确定要删除「乙」吗？', async () => {
        throw new Error('refused');
      });
    });
    await screen.findByText('确定要删除「乙」吗？');
    fireEvent.click(
      screen
        .getAllByText(/^确 ?认$/)
        .at(-1)
        ?.closest('button') as HTMLButtonElement,
    );
    await expect(failed).rejects.toThrow('refused');
  });
});
