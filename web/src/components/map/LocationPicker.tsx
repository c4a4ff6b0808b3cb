import './texts';
import { ClearOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { LATITUDE_MAX, LONGITUDE_MAX } from '@app/contract';
import { Button, Flex, InputNumber, Space, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCATION, type LocationValue, typedCoordinate } from './coordinates';
import { MapSlot } from './MapSlot';

// Leaflet comes with the first map a screen shows (MapView.tsx).
const PickerMap = lazy(() => import('./leaflet/leaflet-maps').then((maps) => ({ default: maps.PickerMap })));

export interface LocationPickerProps {
  /** WGS-84 degrees, six decimals; set by a Form.Item, or left out for a picker of its own. */
  value?: LocationValue;
  onChange?: (value: LocationValue) => void;
  /** Given by Form.Item, so that its label names the longitude field. */
  id?: string;
  disabled?: boolean;
  mapHeight?: number;
  /**
   * The map stays closed until "在地图上选点" is pressed: a long form that many open without moving
   * the place does not load Leaflet (about 55 KB gzip) for nothing.
   */
  mapOnDemand?: boolean;
}

/**
 * A form control for one place: a click on the map puts the marker there, dragging it moves it, and
 * the longitude and latitude fields show and set the same numbers. It gives WGS-84 rounded to six
 * decimals whatever the tiles draw in; a half typed alone is given with the other half null.
 */
export function LocationPicker({
  value,
  onChange,
  id,
  disabled = false,
  mapHeight = 280,
  mapOnDemand = false,
}: LocationPickerProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState<LocationValue>(EMPTY_LOCATION);
  const [mapShown, setMapShown] = useState(!mapOnDemand);
  const current = value ?? own;
  const change = (next: LocationValue) => {
    setOwn(next);
    onChange?.(next);
  };
  const empty = current.longitude === null && current.latitude === null;
  return (
    <Flex vertical gap={8}>
      {mapShown && (
        <MapSlot height={mapHeight}>
          {(settings) => (
            <PickerMap
              settings={settings}
              height={mapHeight}
              label={t('map.pickerLabel')}
              value={current}
              onPick={disabled ? undefined : change}
            />
          )}
        </MapSlot>
      )}
      <Flex gap={8} wrap align="center">
        <CoordinateField
          id={id}
          label={t('map.longitude')}
          max={LONGITUDE_MAX}
          value={current.longitude}
          onChange={(longitude) => change({ ...current, longitude })}
          disabled={disabled}
        />
        <CoordinateField
          label={t('map.latitude')}
          max={LATITUDE_MAX}
          value={current.latitude}
          onChange={(latitude) => change({ ...current, latitude })}
          disabled={disabled}
        />
        {!mapShown && (
          <Button icon={<EnvironmentOutlined />} disabled={disabled} onClick={() => setMapShown(true)}>
            {t('map.showPicker')}
          </Button>
        )}
        <Button icon={<ClearOutlined />} disabled={disabled || empty} onClick={() => change(EMPTY_LOCATION)}>
          {t('map.clear')}
        </Button>
      </Flex>
      {disabled || !mapShown ? null : <Typography.Text type="secondary">{t('map.pickerHint')}</Typography.Text>}
    </Flex>
  );
}

interface CoordinateFieldProps {
  id?: string;
  label: string;
  /** Degrees either side of zero. */
  max: number;
  value: number | null;
  onChange: (degrees: number | null) => void;
  disabled: boolean;
}

/**
 * One coordinate, rounded to six decimals as it is typed. No steps or spin buttons: a coordinate is
 * typed or picked, never stepped, and a step would also pad what is shown to its number of decimals.
 */
function CoordinateField({ id, label, max, value, onChange, disabled }: CoordinateFieldProps) {
  return (
    <Space.Compact>
      <Space.Addon>{label}</Space.Addon>
      <InputNumber<number>
        id={id}
        aria-label={label}
        min={-max}
        max={max}
        controls={false}
        keyboard={false}
        disabled={disabled}
        value={value}
        onChange={(degrees) => onChange(typedCoordinate(degrees))}
        style={{ width: 160 }}
      />
    </Space.Compact>
  );
}
