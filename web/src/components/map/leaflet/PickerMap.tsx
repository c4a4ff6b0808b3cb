import type { MapSettings } from '@app/contract';
import type { LatLngTuple, LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { type LngLatPoint, type LocationValue, pointOf } from '../coordinates';
import { BaseMap, OVERVIEW_ZOOM, PLACE_ZOOM } from './BaseMap';
import { fromDisplay, toDisplay } from './display-crs';
import { PIN_ICON } from './pin-icon';

export interface PickerMapProps {
  settings: MapSettings;
  height: number | string;
  label: string;
  value: LocationValue;
  /** A click on the map or a dragged marker, as the form keeps it; none while the field is disabled. */
  onPick?: (value: LocationValue) => void;
}

/** LocationPicker's map, loaded with Leaflet when the picker first shows. */
export function PickerMap({ settings, height, label, value, onPick }: PickerMapProps) {
  const { t } = useTranslation();
  const { crs } = settings;
  const point = pointOf(value);
  const at = point ? toDisplay(point, crs) : undefined;
  const opening = at
    ? { center: at, zoom: PLACE_ZOOM }
    : { center: toDisplay(settings.center, crs), zoom: OVERVIEW_ZOOM };
  // What this map last gave the form: the map moves to a place typed into the fields, not to its own picks.
  const picked = useRef<LocationValue>(undefined);
  const pick =
    onPick &&
    ((shown: { lat: number; lng: number }) => {
      picked.current = fromDisplay(shown, crs);
      onPick(picked.current);
    });
  const dragged: LeafletEventHandlerFnMap = {
    dragend: (event) => pick?.((event.target as LeafletMarker).getLatLng()),
  };
  return (
    <BaseMap
      settings={settings}
      height={height}
      label={label}
      testId="location-picker-map"
      opening={opening}
      picking={pick !== undefined}
    >
      {pick ? <PickOnClick onPick={pick} /> : null}
      {at && point ? (
        <>
          <FollowTyped place={point} shown={at} picked={picked} />
          {/* The fields beside the map are the keyboard's way to set the place. */}
          <Marker
            position={at}
            icon={PIN_ICON}
            title={t('map.picked')}
            keyboard={false}
            draggable={pick !== undefined}
            eventHandlers={dragged}
          />
        </>
      ) : null}
    </BaseMap>
  );
}

function PickOnClick({ onPick }: { onPick: (picked: { lat: number; lng: number }) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng) });
  return null;
}

interface FollowTypedProps {
  /** The place of the value (WGS-84) and where it is drawn on the tiles. */
  place: LngLatPoint;
  shown: LatLngTuple;
  picked: RefObject<LocationValue | undefined>;
}

/** A place typed into the fields or set by the form is centred, close enough to see the site. */
function FollowTyped({ place, shown: [lat, lng], picked }: FollowTypedProps) {
  const map = useMap();
  const { lng: longitude, lat: latitude } = place;
  useEffect(() => {
    const own = picked.current?.longitude === longitude && picked.current?.latitude === latitude;
    if (!own) map.setView([lat, lng], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, picked, longitude, latitude, lat, lng]);
  return null;
}
