import type { DeviceWithProcesses } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../../test/fake-api';
import '../texts';
import { ProcessEditor } from './ProcessEditor';

setUpScreenTests();

const DEVICE: DeviceWithProcesses = {
  id: 7,
  name: '主变压器',
  code: 'ZB',
  note: '',
  sort: 10,
  process_count: 2,
  updated_at: '2026-11-23T08:00:00.000Z',
  processes: [
    { id: 71, step: 1, name: '铁心叠装', note: '' },
    { id: 72, step: 2, name: '线圈绕制', note: '' },
  ],
};

const names = () => screen.getAllByLabelText('工序名称').map((input) => (input as HTMLInputElement).value);

describe('ProcessEditor', () => {
  it('saves the route in its new order with the kept ids, then shows nothing unsaved', async () => {
    const api = fakeApi({
      '/process/save': (call) => {
        const body = call.body as { processes: { id?: number; name: string; note: string }[] };
        return success({
          ...DEVICE,
          process_count: body.processes.length,
          processes: body.processes.map((p, i) => ({ id: p.id ?? 90 + i, step: i + 1, name: p.name, note: p.note })),
        });
      },
    });
    renderScreen(<ProcessEditor device={DEVICE} canEdit />);
    expect(names()).toEqual(['铁心叠装', '线圈绕制']);
    expect(screen.queryByText('有未保存的修改')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /添加工序/ }));
    fireEvent.change(screen.getAllByLabelText('工序名称')[2] as HTMLElement, { target: { value: '器身装配' } });
    fireEvent.click(screen.getAllByRole('button', { name: '上移' })[1] as HTMLElement);
    expect(names()).toEqual(['线圈绕制', '铁心叠装', '器身装配']);
    expect(await screen.findByText('有未保存的修改')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /保存流程/ }));
    await waitFor(() => expect(api.posts('/process/save')).toHaveLength(1));
    expect(api.posts('/process/save')[0]?.body).toEqual({
      processes: [
        { id: 72, name: '线圈绕制', note: '' },
        { id: 71, name: '铁心叠装', note: '' },
        { name: '器身装配', note: '' },
      ],
    });
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
    expect(names()).toEqual(['线圈绕制', '铁心叠装', '器身装配']);
    // antd's form in jsdom takes seconds for these steps on a loaded machine.
  }, 20_000);

  it('refuses a step name given twice before calling the server', async () => {
    const api = fakeApi({});
    renderScreen(<ProcessEditor device={DEVICE} canEdit />);
    fireEvent.change(screen.getAllByLabelText('工序名称')[1] as HTMLElement, { target: { value: '铁心叠装' } });
    fireEvent.click(screen.getByRole('button', { name: /保存流程/ }));
    expect((await screen.findAllByText('工序名称重复')).length).toBeGreaterThan(0);
    expect(api.posts('/process/save')).toHaveLength(0);
  });

  it('shows the route without editing controls to someone who may only read it', () => {
    renderScreen(<ProcessEditor device={DEVICE} canEdit={false} />);
    expect(names()).toEqual(['铁心叠装', '线圈绕制']);
    expect(screen.queryByRole('button', { name: /添加工序/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /保存流程/ })).toBeNull();
  });
});
