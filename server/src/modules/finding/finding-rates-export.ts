import type { FindingRate } from '@app/contract';
import { chinaDay } from '../../platform/china-time.js';
import { type Lang, translate } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { type SheetColumn, xlsxBuffer } from '../../platform/xlsx.js';
import { findingRates, type RatesFilter } from './finding-rates.js';

/** A rate as the sheet shows it: a percentage with one decimal, empty when nothing was raised. */
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/**
 * 问题汇总 as a workbook (GET /finding/rates/export): the rows the screen shows for the same group and
 * filters (project, inspection unit, device kind, period), under the same permission, with the rates in %.
 */
export async function exportFindingRates(
  ctx: OwnerCtx,
  filter: RatesFilter,
  lang: Lang,
): Promise<{ fileName: string; buffer: Buffer }> {
  const rows = await findingRates(ctx, filter, lang);
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const count = (header: string, value: (row: FindingRate) => number): SheetColumn<FindingRate> => ({
    header,
    width: 12,
    value,
  });
  const columns: SheetColumn<FindingRate>[] = [
    { header: t(`finding.export.group.${filter.group}`), width: 32, value: (row) => row.name },
    count(t('finding.export.raised'), (row) => row.raised),
    count(t('finding.export.closed'), (row) => row.closed),
    count(t('finding.export.rectified'), (row) => row.rectified),
    count(t('finding.export.answered'), (row) => row.answered_in_time),
    count(t('finding.export.overdue'), (row) => row.overdue),
    count(t('finding.export.reports'), (row) => row.reports),
    { header: t('finding.export.closureRate'), width: 14, value: (row) => percent(row.closure_rate) },
    { header: t('finding.export.responseRate'), width: 14, value: (row) => percent(row.response_rate) },
  ];
  const title = t('finding.export.title');
  return { fileName: `${title}-${chinaDay()}.xlsx`, buffer: await xlsxBuffer(title, columns, rows) };
}
