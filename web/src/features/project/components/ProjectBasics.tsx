import { PROJECT_DICTS, type ProjectDetail, type ProjectDictField } from '@app/contract';
import { Descriptions, type DescriptionsProps, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../../components/data-table/dict-values';
import { regionText } from '../../../components/region/region-text';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;
const period = (start: string | null, end: string | null) => (start || end ? `${start ?? '?'} ~ ${end ?? '?'}` : '—');

/** A project's fields of SPEC §3 as read, in the sections the form edits them. */
export function ProjectBasics({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const dict = (field: ProjectDictField) =>
    project[field] ? <DictLabel code={PROJECT_DICTS[field]} value={project[field]} /> : '—';
  const number = (value: number | null) => (value === null ? '—' : value.toLocaleString());
  const sections: { title: string; items: DescriptionsProps['items'] }[] = [
    {
      title: t('project.sections.identity'),
      items: [
        { key: 'name', label: t('project.name'), children: project.name, span: 2 },
        { key: 'number', label: t('project.number'), children: project.number },
        { key: 'group', label: t('project.group'), children: project.group_name },
        { key: 'team', label: t('project.team'), children: dash(project.team) },
        { key: 'note', label: t('project.note'), children: dash(project.note) },
      ],
    },
    {
      title: t('project.sections.classification'),
      items: [
        { key: 'type', label: t('project.projectType'), children: dict('project_type') },
        { key: 'stage', label: t('project.stage'), children: dict('stage') },
        { key: 'invest', label: t('project.investType'), children: dict('invest_type') },
        { key: 'level', label: t('project.level'), children: dict('level') },
        { key: 'status', label: t('project.inspectionStatus'), children: dict('inspection_status') },
        { key: 'itype', label: t('project.inspectionType'), children: dict('inspection_type') },
        { key: 'green', label: t('project.greenCert'), children: dict('green_cert') },
      ],
    },
    {
      title: t('project.sections.scale'),
      items: [
        { key: 'invest', label: t('project.totalInvest'), children: number(project.total_invest) },
        { key: 'area', label: t('project.constructionArea'), children: number(project.construction_area) },
        { key: 'length', label: t('project.constructionLength'), children: number(project.construction_length) },
      ],
    },
    {
      title: t('project.sections.parties'),
      items: [
        { key: 'unit', label: t('project.constructionUnit'), children: dash(project.construction_unit_name) },
        { key: 'supervisor', label: t('project.supervisor'), children: dash(project.supervisor_name) },
        { key: 'psupervisor', label: t('project.projectSupervisor'), children: dash(project.project_supervisor_name) },
      ],
    },
    {
      title: t('project.sections.schedule'),
      items: [
        {
          key: 'contract',
          label: t('project.contractPeriod'),
          children: period(project.contract_start, project.contract_end),
        },
        { key: 'actual', label: t('project.actualPeriod'), children: period(project.actual_start, project.actual_end) },
        {
          key: 'progress',
          label: t('project.progress'),
          children: <Progress percent={project.progress} size="small" style={{ maxWidth: 240 }} />,
        },
      ],
    },
    {
      title: t('project.sections.location'),
      items: [
        { key: 'region', label: t('project.region'), children: dash(regionText(project)), span: 2 },
        { key: 'location', label: t('project.location'), children: dash(project.location), span: 2 },
        {
          key: 'coordinates',
          label: t('project.coordinates'),
          children:
            project.longitude === null || project.latitude === null
              ? '—'
              : `${project.longitude.toFixed(6)}, ${project.latitude.toFixed(6)}`,
        },
      ],
    },
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {sections.map((section) => (
        <Descriptions
          key={section.title}
          title={section.title}
          items={section.items}
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
        />
      ))}
    </Space>
  );
}
