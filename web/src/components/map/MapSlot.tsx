import './texts';
import type { MapSettings } from '@app/contract';
import { Flex, Spin, Typography, theme } from 'antd';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapSettings } from './use-map-settings';

interface Props {
  height: number | string;
  /** The map, drawn once the settings are in; it may be a lazy component (Leaflet's chunk). */
  children: (settings: MapSettings) => ReactNode;
}

/**
 * The box a map fills: it keeps its height while the settings and Leaflet load, so the screen does
 * not jump, and says so when the map cannot be shown rather than taking the screen down with it.
 */
export function MapSlot({ height, children }: Props) {
  const { t } = useTranslation();
  const settings = useMapSettings();
  const unavailable = <MapBox height={height}>{t('map.unavailable')}</MapBox>;
  if (settings.isError) return unavailable;
  if (!settings.data) return <MapBox height={height} loading />;
  return (
    <MapFailure fallback={unavailable}>
      <Suspense fallback={<MapBox height={height} loading />}>{children(settings.data)}</Suspense>
    </MapFailure>
  );
}

interface MapBoxProps {
  height: number | string;
  /** A spinner instead of the text. */
  loading?: boolean;
  children?: ReactNode;
}

function MapBox({ height, loading = false, children }: MapBoxProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ height, background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}
    >
      {loading ? <Spin /> : <Typography.Text type="secondary">{children}</Typography.Text>}
    </Flex>
  );
}

/** Leaflet's chunk failing to load (a dropped connection) or Leaflet failing to start. */
class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
