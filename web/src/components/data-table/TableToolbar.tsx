import { FileExcelOutlined } from '@ant-design/icons';
import { PAGE_SIZE_ALL, PAGE_SIZES } from '@app/contract';
import { Button, Flex, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from './export';

interface Props {
  /** The page's own buttons (create, import...), on the left. */
  start?: ReactNode;
  perPage: number;
  onPerPage(perPage: number): void;
  /** The export's address with the current sort and filters; no button without it. */
  exportHref?: string;
  exportFileName?: string;
  /** The column settings control, when the table has a settings key. */
  settings?: ReactNode;
}

function ExportButton({ href, fileName }: { href: string; fileName?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadExport(href, fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={() => void run()}>
      {t('dataTable.export')}
    </Button>
  );
}

/** One compact row above the table: the page's actions on the left, the table's own on the right. */
export function TableToolbar(props: Props) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
      <Space wrap>{props.start}</Space>
      <Space wrap>
        <span>{t('table.perPage')}</span>
        <Select
          value={props.perPage}
          style={{ width: 100 }}
          aria-label={t('table.perPage')}
          onChange={props.onPerPage}
          options={PAGE_SIZES.map((size) => ({
            value: size,
            label: size === PAGE_SIZE_ALL ? t('table.all') : String(size),
          }))}
        />
        {props.exportHref && <ExportButton href={props.exportHref} fileName={props.exportFileName} />}
        {props.settings}
      </Space>
    </Flex>
  );
}
