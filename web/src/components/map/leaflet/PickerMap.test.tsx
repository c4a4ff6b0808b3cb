import type { MapSettings } from '@app/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../../test/fake-api';
import '../texts';
import type { LocationValue } from '../coordinates';
import { PickerMap } from './PickerMap';

// In jsdom Leaflet's box has no size: its top-left corner is its centre, so a click at (0, 0) picks
// the point the map is centred on, to within half a pixel (2e-5 degrees at the zoom of a place).
const TIANANMEN = { lng: 116.397128, lat: 39.916527 };
const settings = (crs: MapSettings['crs']): MapSettings => ({
  tileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  subdomains: [],
  attribution: '',
  crs,
  center: TIANANMEN,
});
const EMPTY: LocationValue = { longitude: null, latitude: null };

setUpScreenTests();

function renderMap(crs: MapSettings['crs'], value: LocationValue, onPick?: (value: LocationValue) => void) {
  renderScreen(
    <PickerMap settings={settings(crs)} height={240} label="选择位置的地图" value={value} onPick={onPick} />,
  );
  return screen.getByRole('region', { name: '选择位置的地图' });
}

describe('PickerMap (Leaflet in jsdom)', () => {
  it.each(['wgs84', 'gcj02'] as const)(
    'keeps a click on %s tiles as the WGS-84 place drawn there, six decimals',
    (crs) => {
      const onPick = vi.fn<(value: LocationValue) => void>();
      const map = renderMap(crs, { longitude: TIANANMEN.lng, latitude: TIANANMEN.lat }, onPick);
      fireEvent.click(map, { clientX: 0, clientY: 0 });
      const [[picked]] = onPick.mock.calls as [[LocationValue]];
      // Drawn without the shift, or kept without the shift back, it would be 0.006 degrees (600 m) off.
      expect(Math.abs((picked.longitude ?? 0) - TIANANMEN.lng)).toBeLessThan(1e-4);
      expect(Math.abs((picked.latitude ?? 0) - TIANANMEN.lat)).toBeLessThan(1e-4);
      for (const degrees of [picked.longitude, picked.latitude]) {
        expect(String(degrees).split('.')[1]?.length).toBeLessThanOrEqual(6);
      }
    },
  );

  it('opens on the installation’s centre without a place, and a click there places it', () => {
    const onPick = vi.fn<(value: LocationValue) => void>();
    fireEvent.click(renderMap('gcj02', EMPTY, onPick), { clientX: 0, clientY: 0 });
    const [[picked]] = onPick.mock.calls as [[LocationValue]];
    // A country's zoom: half a pixel is 0.02 degrees.
    expect(Math.abs((picked.longitude ?? 0) - TIANANMEN.lng)).toBeLessThan(0.05);
    expect(screen.queryByTitle('已选位置')).toBeNull();
  });

  it('centres a place typed into the fields, and stays where it is for a place picked on it', () => {
    const onPick = vi.fn<(value: LocationValue) => void>();
    const at = (value: LocationValue) => (
      <PickerMap settings={settings('gcj02')} height={240} label="选择位置的地图" value={value} onPick={onPick} />
    );
    const { rerender } = render(at(EMPTY));
    const map = screen.getByRole('region', { name: '选择位置的地图' });
    const pane = map.querySelector<HTMLElement>('.leaflet-map-pane');
    const pin = () => screen.getByTitle('已选位置');
    // Where the pin's point is drawn from the map's centre (the box's corner in jsdom); the icon's
    // anchor is a margin, not part of this.
    const pinFromCentre = (): [number, number] => {
      const [paneX, paneY] = offsetOf(pane);
      const [pinX, pinY] = offsetOf(pin());
      return [paneX + pinX, paneY + pinY];
    };

    rerender(at({ longitude: 87.617733, latitude: 43.792818 }));
    expect(pinFromCentre()).toEqual([0, 0]);

    fireEvent.click(map, { clientX: 80, clientY: 30 });
    const [[picked]] = onPick.mock.calls as [[LocationValue]];
    const paneBefore = offsetOf(pane);
    rerender(at(picked));
    expect(offsetOf(pane)).toEqual(paneBefore);
    const [x, y] = pinFromCentre();
    expect(Math.abs(x - 80)).toBeLessThanOrEqual(1);
    expect(Math.abs(y - 30)).toBeLessThanOrEqual(1);
  });

  it('marks the place it is given, draggable, with a crosshair over the map', () => {
    renderMap('gcj02', { longitude: 116.397128, latitude: 39.916527 }, vi.fn());
    expect(screen.getByTitle('已选位置').classList).toContain('leaflet-marker-draggable');
    expect(screen.getByTestId('location-picker-map').classList).toContain('app-map-picking');
  });

  it('picks nothing and moves nothing without onPick (a disabled field)', () => {
    const map = renderMap('wgs84', { longitude: 116.397128, latitude: 39.916527 });
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    expect(screen.getByTitle('已选位置').classList).not.toContain('leaflet-marker-draggable');
    expect(screen.getByTestId('location-picker-map').classList).not.toContain('app-map-picking');
  });
});

/** Where Leaflet has put an element within its parent: a translate3d, or left and top without 3D. */
function offsetOf(element: HTMLElement | null): [number, number] {
  if (!element) throw new Error('no element');
  const moved = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(element.style.transform);
  if (moved) return [Number(moved[1]), Number(moved[2])];
  return [Number.parseFloat(element.style.left || '0'), Number.parseFloat(element.style.top || '0')];
}
