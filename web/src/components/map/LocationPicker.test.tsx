import type { MapSettings } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../test/fake-api';
import type { LocationValue } from './coordinates';
import { LocationPicker } from './LocationPicker';
import type { PickerMapProps } from './leaflet/PickerMap';

// Leaflet is not what these tests are about: a stand-in map shows what it is given and picks on demand.
vi.mock('./leaflet/leaflet-maps', () => ({
  PickerMap: ({ value, onPick, settings }: PickerMapProps) => (
    <div data-testid="location-picker-map">
      <output>{`${settings.crs} ${value.longitude} ${value.latitude}`}</output>
      {onPick ? (
        <button type="button" onClick={() => onPick({ longitude: 121.473701, latitude: 31.230416 })}>
          pick
        </button>
      ) : null}
    </div>
  ),
}));

const SETTINGS: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  subdomains: [],
  attribution: '© OpenStreetMap contributors',
  crs: 'gcj02',
  center: { lng: 108.9, lat: 34.3 },
};

setUpScreenTests();

const longitude = () => screen.getByLabelText<HTMLInputElement>('经度');
const latitude = () => screen.getByLabelText<HTMLInputElement>('纬度');
const type = (input: HTMLInputElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

function renderPicker(props: { value?: LocationValue; disabled?: boolean; mapOnDemand?: boolean } = {}) {
  fakeApi({ '/map/settings': () => success(SETTINGS) });
  const onChange = vi.fn<(value: LocationValue) => void>();
  renderScreen(<LocationPicker {...props} onChange={onChange} />);
  return onChange;
}

describe('LocationPicker', () => {
  it('on demand, opens the map only when asked, typing working before', async () => {
    const onChange = renderPicker({ mapOnDemand: true });
    type(longitude(), '116.4');
    expect(onChange).toHaveBeenLastCalledWith({ longitude: 116.4, latitude: null });
    expect(screen.queryByTestId('location-picker-map')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /在地图上选点/ }));
    await screen.findByTestId('location-picker-map');
    expect(screen.queryByRole('button', { name: /在地图上选点/ })).toBeNull();
  });

  it('gives what is typed, rounded to six decimals, with the other half null until it is typed', async () => {
    const onChange = renderPicker();
    await screen.findByTestId('location-picker-map');
    type(longitude(), '116.3971284');
    expect(onChange).toHaveBeenLastCalledWith({ longitude: 116.397128, latitude: null });
    expect(longitude().value).toBe('116.397128');
    type(latitude(), '39.9165276');
    expect(onChange).toHaveBeenLastCalledWith({ longitude: 116.397128, latitude: 39.916528 });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'gcj02 116.397128 39.916528');
  });

  it('fills both fields with a place picked on the map, and clears both', async () => {
    const onChange = renderPicker();
    const clear = screen.getByRole('button', { name: /清除位置/ });
    expect(clear).toHaveProperty('disabled', true);
    fireEvent.click(await screen.findByRole('button', { name: 'pick' }));
    expect(onChange).toHaveBeenLastCalledWith({ longitude: 121.473701, latitude: 31.230416 });
    expect(longitude().value).toBe('121.473701');
    expect(latitude().value).toBe('31.230416');
    fireEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith({ longitude: null, latitude: null });
    expect(longitude().value).toBe('');
    expect(latitude().value).toBe('');
  });

  it('shows the value it is given, and lets nothing be picked or typed while disabled', async () => {
    renderPicker({ value: { longitude: 87.617733, latitude: 43.792818 }, disabled: true });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'gcj02 87.617733 43.792818');
    expect(longitude().value).toBe('87.617733');
    expect(longitude()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'pick' })).toBeNull();
    expect(screen.getByRole('button', { name: /清除位置/ })).toHaveProperty('disabled', true);
  });

  it('is a field of an antd form: its initial value shows, and what is picked is the form’s value', async () => {
    fakeApi({ '/map/settings': () => success(SETTINGS) });
    const submitted = vi.fn();
    renderScreen(
      <Form initialValues={{ place: { longitude: 108.9, latitude: 34.3 } }} onFinish={submitted}>
        <Form.Item name="place" label="位置">
          <LocationPicker />
        </Form.Item>
        <Button htmlType="submit">保存</Button>
      </Form>,
    );
    // The form's label names the longitude field, the first of the control.
    expect(screen.getByLabelText('位置')).toBe(longitude());
    expect(longitude().value).toBe('108.9');
    fireEvent.click(await screen.findByRole('button', { name: 'pick' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ place: { longitude: 121.473701, latitude: 31.230416 } }),
    );
  });

  it('says so when the map settings cannot be had, and keeps the fields', async () => {
    fakeApi({});
    renderScreen(<LocationPicker />);
    expect(await screen.findByText('地图暂时无法显示，请稍后刷新重试。')).toBeTruthy();
    type(longitude(), '100');
    expect(longitude().value).toBe('100');
  });
});
