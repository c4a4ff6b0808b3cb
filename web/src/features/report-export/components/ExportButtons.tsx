// Mounted by the report's page, which may not have loaded this feature's texts.
import '../texts';
import { DownOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { type ReportExportFormat, reportExportUrl } from '@app/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReportFile } from '../api/report-export';

/**
 * 导出 on a report's page: Word or PDF of this report. The file is fetched, so the button spins while
 * the server makes it (a PDF takes LibreOffice a few seconds) and a refusal shows as a banner.
 */
export default function ExportButtons({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const [making, setMaking] = useState<ReportExportFormat | null>(null);

  const exportAs = async (format: ReportExportFormat) => {
    setMaking(format);
    try {
      await downloadReportFile(reportExportUrl(reportId, format), `report-${reportId}.${format}`);
    } finally {
      setMaking(null);
    }
  };

  const items: MenuProps['items'] = [
    { key: 'docx', icon: <FileWordOutlined />, label: t('reportExport.word') },
    { key: 'pdf', icon: <FilePdfOutlined />, label: t('reportExport.pdf') },
  ];
  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => void exportAs(key as ReportExportFormat) }}
      trigger={['click']}
      disabled={making !== null}
    >
      <Button loading={making !== null}>
        {making === 'pdf' ? t('reportExport.makingPdf') : t('reportExport.export')}
        {making === null && <DownOutlined />}
      </Button>
    </Dropdown>
  );
}
