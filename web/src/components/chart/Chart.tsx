import './texts';
import { DownloadOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Spin, Tooltip, Typography } from 'antd';
import { Component, type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDrawing } from './ChartDrawing';
import { chartHeight } from './chart-image';
import type { ChartHandle, ChartOption } from './types';

interface Props {
  /** What the chart shows, for screen readers and as the saved image's file name. */
  label: string;
  /** Shown above the chart with its actions; none: the actions float at the top right. */
  title?: ReactNode;
  option: ChartOption;
  height?: number;
  /** Nothing to draw: the empty state instead, and nothing is drawn for it. */
  empty?: boolean;
  emptyText?: ReactNode;
  /** While the figures load: a spinner over the chart (or the empty box). */
  loading?: boolean;
  /** Downloads the chart's figures as an Excel file; none: no 导出数据 button. */
  onExport?: () => void | Promise<void>;
}

const safeName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'chart';

/**
 * A chart of the shared look: a title with 保存图片 (the drawn chart as a PNG) and, when the screen
 * offers its figures, 导出数据; the drawing fills the width and follows its container's size. The
 * server draws it (ChartDrawing); ECharts loads only when someone points at it. With no figures it
 * shows the empty state and draws nothing.
 */
export function Chart({
  label,
  title,
  option,
  height = 300,
  empty = false,
  emptyText,
  loading = false,
  onExport,
}: Props) {
  const { t } = useTranslation();
  const handle = useRef<ChartHandle | null>(null);
  const [ready, setReady] = useState(false);
  const [exporting, setExporting] = useState(false);
  const onReady = useCallback((next: ChartHandle | null) => {
    handle.current = next;
    setReady(next !== null);
  }, []);

  const savePng = async () => {
    const url = await handle.current?.pngDataUrl();
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${safeName(label)}.png`;
    document.body.append(link);
    link.click();
    link.remove();
  };
  const exportData = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };

  const actions = (
    <Flex gap={4}>
      <Tooltip title={t('chart.savePng')}>
        <Button
          type="text"
          size="small"
          icon={<PictureOutlined />}
          aria-label={t('chart.savePng')}
          disabled={empty || !ready}
          onClick={savePng}
        />
      </Tooltip>
      {onExport && (
        <Tooltip title={t('chart.exportData')}>
          <Button
            type="text"
            size="small"
            icon={<DownloadOutlined />}
            aria-label={t('chart.exportData')}
            disabled={empty}
            loading={exporting}
            onClick={exportData}
          />
        </Tooltip>
      )}
    </Flex>
  );

  const box = (children: ReactNode) => (
    <Flex align="center" justify="center" style={{ height }}>
      {children}
    </Flex>
  );

  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <Flex justify="space-between" align="center" gap={8} style={{ minHeight: 28, marginBottom: 4 }}>
        <Typography.Text strong>{title}</Typography.Text>
        {actions}
      </Flex>
      <Spin spinning={loading}>
        {empty ? (
          box(<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('chart.empty')} />)
        ) : (
          <ChartFailure fallback={box(<Typography.Text type="secondary">{t('chart.failed')}</Typography.Text>)}>
            <ChartDrawing label={label} option={option} height={chartHeight(height)} onReady={onReady} />
          </ChartFailure>
        )}
      </Spin>
    </figure>
  );
}

/** A chart that fails to load (its chunk, say) says so instead of taking the screen down with it. */
class ChartFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
