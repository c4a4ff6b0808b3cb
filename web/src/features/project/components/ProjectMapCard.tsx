import { Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MapView } from '../../../components/map/MapView';
import { useMarkers } from '../api/projects';
import { projectPath } from '../project-paths';

/** Where the caller's projects are: a marker for each that has coordinates, opening its page. */
export function ProjectMapCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markers = useMarkers();
  const groupOf = new Map((markers.data ?? []).map((marker) => [marker.id, marker.group_id]));
  const body = () => {
    if (markers.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (!markers.data?.length) return <Empty description={t('project.mapEmpty')} />;
    return (
      <MapView
        height={420}
        markers={markers.data.map((marker) => ({
          id: marker.id,
          lng: marker.longitude,
          lat: marker.latitude,
          title: `${marker.number} ${marker.name}`,
          subtitle: [marker.location, t('project.percent', { value: marker.progress })].filter(Boolean).join(' · '),
        }))}
        onOpen={(id) => navigate(projectPath('basics', groupOf.get(Number(id)) ?? 0, Number(id)))}
      />
    );
  };
  return (
    <Card
      title={t('project.map')}
      variant="borderless"
      extra={<Typography.Text type="secondary">{t('project.mapHint')}</Typography.Text>}
    >
      {body()}
    </Card>
  );
}
