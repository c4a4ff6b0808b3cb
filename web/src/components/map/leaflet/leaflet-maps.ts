/**
 * Everything that needs Leaflet, in one chunk that screens load when they first draw a map
 * (MapView, LocationPicker); the maps themselves are small beside Leaflet, so one request brings both.
 */
export { MarkersMap } from './MarkersMap';
export { PickerMap } from './PickerMap';
