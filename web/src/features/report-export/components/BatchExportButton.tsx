// Mounted by the report lists, which may not have loaded this feature's texts.
import '../texts';
import { DownOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import type { ReportExportFormat } from '@app/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startBatch } from '../api/report-export';
import { BatchProgressDialog } from './BatchProgressDialog';

/**
 * 批量导出 above a report list: every report its filters match (`query`, as the list sends it; `mine`
 * on 个人报告), as Word or PDF in one zip. The server makes it in the background; a dialog follows it.
 */
export default function BatchExportButton({ query, mine }: { query: Record<string, string>; mine?: boolean }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [batchId, setBatchId] = useState<string | null>(null);

  const start = async (format: ReportExportFormat) => {
    setStarting(true);
    try {
      setBatchId((await startBatch({ format, query, ...(mine ? { mine: true } : {}) })).id);
    } catch {
      // The client has shown why (no right, too many reports).
    } finally {
      setStarting(false);
    }
  };

  const items: MenuProps['items'] = [
    { key: 'docx', icon: <FileWordOutlined />, label: t('reportExport.word') },
    { key: 'pdf', icon: <FilePdfOutlined />, label: t('reportExport.pdf') },
  ];
  return (
    <>
      <Dropdown
        menu={{ items, onClick: ({ key }) => void start(key as ReportExportFormat) }}
        trigger={['click']}
        disabled={starting}
      >
        <Button loading={starting}>
          {t('reportExport.batch')}
          {!starting && <DownOutlined />}
        </Button>
      </Dropdown>
      {batchId && <BatchProgressDialog id={batchId} onClose={() => setBatchId(null)} />}
    </>
  );
}
