import { divIcon } from 'leaflet';

/**
 * The marker: a pin drawn by CSS (map.css). Leaflet's default icon is a PNG it finds through its
 * stylesheet's path, which bundlers rename, so it would show as a broken image.
 */
export const PIN_ICON = divIcon({
  className: 'app-map-pin',
  html: '',
  iconSize: [24, 24],
  // The pin's point: the square's corner turned downwards lies 17 px below its centre.
  iconAnchor: [12, 29],
  popupAnchor: [0, -26],
});
