import './texts';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapMarker } from './coordinates';
import { MapSlot } from './MapSlot';

// Leaflet (42 KB gzip, and 6 KB of stylesheet) comes with the first map a screen shows.
const MarkersMap = lazy(() => import('./leaflet/leaflet-maps').then((maps) => ({ default: maps.MarkersMap })));

export interface MapViewProps {
  /** The places to mark, WGS-84 as stored; those without valid coordinates are left out. */
  markers: readonly MapMarker[];
  /** The map's height (px or CSS); its width is its container's. */
  height: number | string;
  /** Adds an action to each marker's popup, e.g. opening the project. */
  onOpen?: (id: MapMarker['id']) => void;
  /** The action's text; "查看详情" by default. */
  openLabel?: string;
  /** What a screen reader calls the map; "位置地图" by default. */
  label?: string;
}

/**
 * A map of places: a pin per marker (focusable; Enter opens its popup with the title, subtitle and
 * action), fitted to show them all, or the installation's centre when there are none.
 */
export function MapView({ label, height, ...rest }: MapViewProps) {
  const { t } = useTranslation();
  return (
    <MapSlot height={height}>
      {(settings) => <MarkersMap settings={settings} height={height} label={label ?? t('map.viewLabel')} {...rest} />}
    </MapSlot>
  );
}
