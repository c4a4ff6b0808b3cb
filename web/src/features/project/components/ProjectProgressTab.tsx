import { PictureOutlined } from '@ant-design/icons';
import type { ProjectDetail } from '@app/contract';
import { Button, Card, Col, Progress, Row, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoGrid } from '../../../components/upload/PhotoGrid';
import { lazyOnOpen } from '../../../lib/lazy-on-open';

// The uploader comes with the dialog, not with the tab.
const PhotosDialog = lazyOnOpen(() => import('./PhotosDialog').then((m) => m.PhotosDialog));

/** Where the project stands: progress, the periods, and its progress photos and renderings. */
export function ProjectProgressTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const period = (start: string | null, end: string | null) => `${start ?? '—'} ~ ${end ?? '—'}`;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Space align="center" size={16}>
              <Progress type="circle" percent={project.progress} size={88} />
              <Statistic title={t('project.progress')} value={project.progress} suffix="%" />
            </Space>
          </Card>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Card size="small">
            <Statistic
              title={t('project.contractPeriod')}
              value={period(project.contract_start, project.contract_end)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Card size="small">
            <Statistic
              title={t('project.actualPeriod')}
              value={period(project.actual_start, project.actual_end)}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        title={t('project.progressImages')}
        extra={
          project.can_update && (
            <Button size="small" icon={<PictureOutlined />} onClick={() => setOpen(true)}>
              {t('project.managePhotos')}
            </Button>
          )
        }
      >
        <PhotoGrid
          urls={project.progress_images}
          alt={t('project.progressImages')}
          emptyText={t('project.noProgressImages')}
        />
      </Card>
      <Card size="small" title={t('project.renderings')}>
        <PhotoGrid urls={project.renderings} alt={t('project.renderings')} emptyText={t('project.noRenderings')} />
      </Card>
      <PhotosDialog open={open} project={project} onClose={() => setOpen(false)} />
    </Space>
  );
}
