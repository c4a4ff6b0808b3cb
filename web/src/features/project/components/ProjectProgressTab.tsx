import type { ProjectDetail } from '@app/contract';
import { Card, Col, Progress, Row, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoListField } from '../../../components/upload/PhotoListField';

/** Where the project stands: progress, the periods, and its progress photos and renderings. */
export function ProjectProgressTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
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
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic
              title={t('project.contractPeriod')}
              value={`${project.contract_start ?? '—'} ~ ${project.contract_end ?? '—'}`}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic
              title={t('project.actualPeriod')}
              value={`${project.actual_start ?? '—'} ~ ${project.actual_end ?? '—'}`}
              styles={{ content: { fontSize: 16 } }}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('project.progressImages')}>
        <PhotoListField
          readOnly
          value={project.progress_images}
          max={project.progress_images.length}
          alt={t('project.progressImages')}
        />
      </Card>
      <Card size="small" title={t('project.renderings')}>
        <PhotoListField
          readOnly
          value={project.renderings}
          max={project.renderings.length}
          alt={t('project.renderings')}
        />
      </Card>
    </Space>
  );
}
