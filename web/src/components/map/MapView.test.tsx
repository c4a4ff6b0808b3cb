import type { MapSettings } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen, setUpScreenTests, success } from '../../test/fake-api';
import { MapView } from './MapView';

const SETTINGS: MapSettings = {
  tileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  subdomains: [],
  attribution: '<b>Tiles</b> & Co',
  crs: 'wgs84',
  center: { lng: 108.9, lat: 34.3 },
};

const MARKERS = [
  { id: 7, lng: 116.397128, lat: 39.916527, title: '北京变电站', subtitle: '在建' },
  { id: 'x', lng: 121.473701, lat: 31.230416, title: '上海换流站' },
  { id: 9, lng: 500, lat: 0, title: '坐标有误' },
];

setUpScreenTests();

describe('MapView (Leaflet in jsdom: what it draws, not how it looks)', () => {
  it('draws a focusable pin per marker with valid coordinates, in a named map', async () => {
    fakeApi({ '/map/settings': () => success(SETTINGS) });
    renderScreen(<MapView markers={MARKERS} height={320} />);
    const map = await screen.findByRole('region', { name: '位置地图' });
    expect(screen.getByTestId('map-view').style.height).toBe('320px');
    const pins = await screen.findAllByRole('button', { name: /变电站|换流站|坐标有误/ });
    expect(pins.map((pin) => pin.getAttribute('title'))).toEqual(['北京变电站', '上海换流站']);
    expect(pins.every((pin) => pin.tabIndex === 0)).toBe(true);
    // The attribution setting is text: its markup shows as written.
    expect(map.textContent).toContain('<b>Tiles</b> & Co');
  });

  it('opens a popup on Enter with the title, the subtitle and the action, which names the marker', async () => {
    fakeApi({ '/map/settings': () => success(SETTINGS) });
    const onOpen = vi.fn();
    renderScreen(<MapView markers={MARKERS} height={320} onOpen={onOpen} openLabel="打开项目" />);
    const pin = await screen.findByRole('button', { name: '北京变电站' });
    pin.focus();
    fireEvent.keyPress(pin, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    const action = await screen.findByRole('button', { name: '打开项目' });
    expect(screen.getByText('在建')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(action));
    fireEvent.click(action);
    expect(onOpen).toHaveBeenCalledWith(7);
    // Escape closes the popup and gives the focus back to its pin.
    fireEvent.keyDown(action, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: '打开项目' })).toBeNull());
    expect(document.activeElement).toBe(pin);
  });

  it('shows the installation’s centre when no marker has a place', async () => {
    fakeApi({ '/map/settings': () => success(SETTINGS) });
    renderScreen(<MapView markers={[]} height="50vh" />);
    expect(await screen.findByRole('region', { name: '位置地图' })).toBeTruthy();
    expect(screen.getByTestId('map-view').style.height).toBe('50vh');
    expect(screen.queryAllByRole('button', { name: /站/ })).toEqual([]);
  });
});
