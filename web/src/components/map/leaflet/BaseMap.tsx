import 'leaflet/dist/leaflet.css';
import './map.css';
import type { MapSettings } from '@app/contract';
import { theme } from 'antd';
import type { LatLngTuple } from 'leaflet';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { attributionHtml } from './attribution';

/** Zoom of a whole country: where a map without a place opens. */
export const OVERVIEW_ZOOM = 5;
/** Zoom of a site and the streets around it. */
export const PLACE_ZOOM = 15;

export interface MapOpening {
  center: LatLngTuple;
  zoom: number;
}

interface Props {
  settings: MapSettings;
  height: number | string;
  /** What a screen reader calls the map. */
  label: string;
  testId: string;
  /** Where the map opens; its children move it afterwards. */
  opening: MapOpening;
  /** A crosshair pointer: a click on the map picks a place. */
  picking?: boolean;
  children?: ReactNode;
}

/** A Leaflet map on the installation's tiles, sized by its box, with localised controls. */
export function BaseMap({ settings, height, label, testId, opening, picking = false, children }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The pin takes the theme's primary colour (map.css).
  const box = { height, '--app-map-pin': token.colorPrimary } as CSSProperties;
  return (
    <div className={picking ? 'app-map app-map-picking' : 'app-map'} data-testid={testId} style={box}>
      <MapContainer
        center={opening.center}
        zoom={opening.zoom}
        zoomControl={false}
        style={{ height: '100%', borderRadius: token.borderRadiusLG }}
      >
        <TileLayer
          url={settings.tileUrl}
          attribution={attributionHtml(settings.attribution)}
          subdomains={settings.subdomains}
        />
        <ZoomControl zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        <NamedRegion label={label} />
        <FollowSize />
        {children}
      </MapContainer>
    </div>
  );
}

/** Leaflet's box takes focus (arrows pan, +/- zoom); a screen reader hears it named. */
function NamedRegion({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/**
 * Leaflet measures its box once, when it starts; in a dialog still opening or a card whose column
 * changes width it would leave grey strips. It measures again whenever the box changes size.
 */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
