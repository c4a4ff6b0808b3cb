import type { MapSettings } from '@app/contract';
import { Button, Flex, Typography } from 'antd';
import { type LeafletEventHandlerFnMap, type Marker as LeafletMarker, latLngBounds } from 'leaflet';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap } from 'react-leaflet';
import { isOnGlobe, type MapMarker } from '../coordinates';
import { BaseMap, OVERVIEW_ZOOM, PLACE_ZOOM } from './BaseMap';
import { toDisplay } from './display-crs';
import { PIN_ICON } from './pin-icon';

export interface MarkersMapProps {
  settings: MapSettings;
  markers: readonly MapMarker[];
  height: number | string;
  label: string;
  onOpen?: (id: MapMarker['id']) => void;
  openLabel?: string;
}

/** MapView's map, loaded with Leaflet when a screen first shows one. */
export function MarkersMap({ settings, markers, height, label, onOpen, openLabel }: MarkersMapProps) {
  const { crs } = settings;
  const shown = markers.filter(isOnGlobe).map((marker) => ({ marker, at: toDisplay(marker, crs) }));
  const center = toDisplay(settings.center, crs);
  return (
    <BaseMap
      settings={settings}
      height={height}
      label={label}
      testId="map-view"
      opening={{ center, zoom: OVERVIEW_ZOOM }}
    >
      <FitToMarkers points={JSON.stringify(shown.map(({ at }) => at))} center={JSON.stringify(center)} />
      {shown.map(({ marker, at }) => (
        <Marker key={marker.id} position={at} icon={PIN_ICON} title={marker.title} eventHandlers={FOCUS_BACK}>
          <Popup>
            <MarkerPopup marker={marker} onOpen={onOpen} openLabel={openLabel} />
          </Popup>
        </Marker>
      ))}
    </BaseMap>
  );
}

/**
 * Shows every marker, or the settings' centre when there is none. The points come as JSON, so the
 * map is fitted again when the places change, not whenever the screen draws a new array of them.
 */
function FitToMarkers({ points, center }: { points: string; center: string }) {
  const map = useMap();
  useEffect(() => {
    const places = JSON.parse(points) as [number, number][];
    if (places.length === 0) map.setView(JSON.parse(center) as [number, number], OVERVIEW_ZOOM, { animate: false });
    else map.fitBounds(latLngBounds(places), { padding: [40, 40], maxZoom: PLACE_ZOOM, animate: false });
  }, [map, points, center]);
  return null;
}

interface MarkerPopupProps {
  marker: MapMarker;
  onOpen?: (id: MapMarker['id']) => void;
  openLabel?: string;
}

/**
 * A marker's popup, drawn when it opens. Opened from the keyboard (Enter on the focused marker), it
 * takes the focus to its action, and Escape closes it.
 */
function MarkerPopup({ marker, onOpen, openLabel }: MarkerPopupProps) {
  const { t } = useTranslation();
  const map = useMap();
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (document.activeElement?.classList.contains('leaflet-marker-icon')) action.current?.focus();
  }, []);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') map.closePopup();
  };
  return (
    <Flex vertical gap={2} onKeyDown={closeOnEscape}>
      <Typography.Text strong>{marker.title}</Typography.Text>
      {marker.subtitle ? <Typography.Text type="secondary">{marker.subtitle}</Typography.Text> : null}
      {onOpen ? (
        <Button
          ref={action}
          type="link"
          size="small"
          style={{ paddingInline: 0, alignSelf: 'flex-start' }}
          onClick={() => onOpen(marker.id)}
        >
          {openLabel ?? t('map.open')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** When a popup closes with the focus in it (Escape, its close button), the focus goes back to its marker. */
const FOCUS_BACK: LeafletEventHandlerFnMap = {
  popupclose(event) {
    const active = document.activeElement;
    const inPopup = !active || active === document.body || event.popup.getElement()?.contains(active);
    if (inPopup) (event.target as LeafletMarker).getElement()?.focus();
  },
};
