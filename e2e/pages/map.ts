import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The maps of web/src/components/map. Their tiles come from a loopback address: route them first
 * (`routeMapTiles` of fixtures/map-tiles.ts). `scope` narrows to one dialog or card.
 */

/** LocationPicker: the map, the 经度/纬度 fields and 清除位置. */
export class LocationPicker {
  readonly map: Locator;
  readonly longitude: Locator;
  readonly latitude: Locator;
  readonly clear: Locator;

  constructor(page: Page, scope?: Locator) {
    const root = scope ?? page.locator('body');
    this.map = root.getByTestId('location-picker-map');
    this.longitude = root.getByRole('spinbutton', { name: '经度' });
    this.latitude = root.getByRole('spinbutton', { name: '纬度' });
    this.clear = root.getByRole('button', { name: '清除位置' });
  }

  /** Its tiles have loaded, so a click lands on a drawn map. */
  async waitLoaded() {
    await expect(this.map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  }

  /** Clicks the map `dx`, `dy` pixels from its centre, which places the marker there. */
  async pickAt(dx = 0, dy = 0) {
    const box = await this.map.boundingBox();
    if (!box) throw new Error('the location picker map is not shown');
    await this.map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
  }

  /** Drags the placed marker by `dx`, `dy` pixels. */
  async dragMarker(dx: number, dy: number) {
    const marker = this.map.getByTitle('已选位置');
    const box = await marker.boundingBox();
    if (!box) throw new Error('no marker is placed');
    const page = this.map.page();
    // The pin's point is at its bottom; grabbing its middle moves it just the same.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 8 });
    await page.mouse.up();
  }
}

/** MapView: a pin per marker, named by its title; Enter or a click opens its popup. */
export class MapView {
  readonly map: Locator;

  constructor(page: Page, scope?: Locator) {
    this.map = (scope ?? page.locator('body')).getByTestId('map-view');
  }

  readonly pin = (title: string | RegExp) => this.map.getByRole('button', { name: title });
  readonly popup = () => this.map.locator('.leaflet-popup');
}
