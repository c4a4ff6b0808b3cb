import '../texts';
import { Button, Card, Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePagePermission } from '../../../lib/page-permission';
import { useDevice, useDeviceOptions } from '../api/devices';
import { useCataloguePages } from '../catalogue-pages';
import { PlatformNote } from '../components/PlatformNote';
import { ProcessEditor } from '../components/ProcessEditor';

/**
 * The manufacturing route of one device kind (流程控制; in the configuration owner 生产信息配置, the
 * platform's routes): `?device=` names the kind, else the first.
 */
export default function ProcessControlPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const pages = useCataloguePages();
  const canEdit = usePagePermission(pages.routes).can('update');
  const canOpenDevices = usePagePermission(pages.devices).can('index');
  const options = useDeviceOptions();
  const asked = Number(params.get('device'));
  const chosen = options.data?.find((option) => option.id === asked) ?? options.data?.[0];
  const device = useDevice(chosen?.id);

  const picker = (
    <Select
      showSearch
      optionFilterProp="label"
      style={{ width: 240, maxWidth: '100%' }}
      placeholder={t('process.pickDevice')}
      aria-label={t('process.device')}
      loading={options.isPending}
      value={chosen?.id}
      options={options.data?.map((option) => ({
        value: option.id,
        label: option.code ? `${option.name}（${option.code}）` : option.name,
      }))}
      onChange={(id: number) => setParams({ device: String(id) }, { replace: true })}
    />
  );

  const body = () => {
    if (options.isPending || (chosen && device.isPending)) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (!chosen) {
      return (
        <Empty description={t('process.noDevice')}>
          {canOpenDevices && (
            <Button type="primary" onClick={() => navigate(pages.devicesPath)}>
              {t(pages.platform ? 'device.platformTitle' : 'device.title')}
            </Button>
          )}
        </Empty>
      );
    }
    return device.data ? <ProcessEditor device={device.data} canEdit={canEdit} /> : null;
  };

  return (
    <Card
      title={t(pages.platform ? 'process.platformTitle' : 'process.controlTitle')}
      variant="borderless"
      extra={options.data?.length ? picker : null}
    >
      {pages.platform && <PlatformNote text={t('process.platformNote')} />}
      {body()}
    </Card>
  );
}
