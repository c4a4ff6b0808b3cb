import {
  type FormItem,
  isShown,
  type ReportDetail,
  type SignatureValue,
  type WorkflowInstanceDetail,
} from '@app/contract';
import { type Lang, type MessageKey, translate } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { FileStorage } from '../../platform/storage.js';
import type { FormForReview } from '../form/public.js';
import {
  answerText,
  itemOptions,
  type Lookups,
  lookupsFor,
  passFailText,
  readableDate,
  readableTime,
} from './report-answers.js';
import {
  type DocImage,
  ownerLogo,
  PHOTO_BOX,
  SIGNATURE_BOX,
  type StoredPicture,
  storedPicture,
} from './report-images.js';

export interface Picture {
  image: DocImage | null;
  caption: string;
}

/** One row of the body: a section's title, or an item's label with its answer as text, pictures or a table. */
export type Block =
  | { kind: 'section'; title: string }
  | { kind: 'text'; label: string; text: string }
  | { kind: 'pictures'; label: string; pictures: Picture[] }
  | { kind: 'table'; label: string; columns: string[]; rows: string[][] };

/** Everything the Word document shows, in the caller's language, pictures already fitted. */
export interface ReportContent {
  title: string;
  number: string;
  logo: DocImage | null;
  header: [label: string, value: string][];
  blocks: Block[];
  /** The review's history (time, step, by whom, what, comment); empty without one the caller may read. */
  history: string[][];
}

export interface ReportSource {
  detail: ReportDetail;
  form: FormForReview;
  review: WorkflowInstanceDetail | null;
}

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(5)}°${value < 0 ? negative : positive}`;

/** Where and when a photo was taken, as far as its EXIF data told (files module). */
function photoCaption(picture: StoredPicture, lang: Lang): string {
  const parts: string[] = [];
  if (picture.takenAt) parts.push(translate(lang, 'reportExport.photoTaken', { time: readableTime(picture.takenAt) }));
  if (picture.gpsLat !== null && picture.gpsLng !== null) {
    const lat = degrees(picture.gpsLat, 'N', 'S');
    const lng = degrees(picture.gpsLng, 'E', 'W');
    parts.push(translate(lang, 'reportExport.photoPlace', { lat, lng }));
  }
  return parts.join(' · ');
}

const isSignature = (value: unknown): value is SignatureValue =>
  typeof value === 'object' && value !== null && typeof (value as SignatureValue).fileId === 'string';

/** The header every report carries, labelled; equipment and ITP point only where the report has them. */
function headerRows(detail: ReportDetail, lang: Lang): [string, string][] {
  const t = (key: MessageKey) => translate(lang, key);
  const rows: [string, string][] = [
    [t('reportExport.number'), detail.number],
    [t('reportExport.reportType'), t(`reportExport.type.${detail.report_type}`)],
    [t('reportExport.project'), detail.project_name],
    [t('reportExport.reportDate'), readableDate(detail.report_date, lang)],
    [t('reportExport.conclusion'), passFailText(detail.conclusion, lang)],
    [t('reportExport.writer'), detail.writer_name],
  ];
  if (detail.equipment_id !== null) {
    rows.push(
      [t('reportExport.equipment'), detail.equipment_name],
      [t('reportExport.equipmentNumber'), detail.equipment_number],
      [t('reportExport.batch'), detail.batch],
    );
  }
  const { point } = detail;
  if (point)
    rows.push([t('reportExport.point'), `${point.step_name} · ${point.category_name}（${point.plan_symbol}）`]);
  return rows;
}

interface BlockContext {
  ctx: OwnerCtx;
  storage: FileStorage;
  lookups: Lookups;
  lang: Lang;
}

async function blockOf(item: FormItem, value: unknown, at: BlockContext): Promise<Block> {
  const { lang, lookups } = at;
  const label = item.title;
  switch (item.kind) {
    case 'section':
      return { kind: 'section', title: item.title };
    case 'photo': {
      const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
      const pictures = await Promise.all(
        ids.map(async (id) => {
          const picture = await storedPicture(at.ctx, at.storage, id, PHOTO_BOX);
          return { image: picture.image, caption: photoCaption(picture, lang) };
        }),
      );
      return { kind: 'pictures', label, pictures };
    }
    case 'signature': {
      if (!isSignature(value)) return { kind: 'text', label, text: '' };
      const picture = await storedPicture(at.ctx, at.storage, value.fileId, SIGNATURE_BOX, { type: 'png' });
      const caption = translate(lang, 'reportExport.signed', {
        signer: value.signer,
        time: readableTime(value.signedAt),
      });
      return { kind: 'pictures', label, pictures: [{ image: picture.image, caption }] };
    }
    case 'table': {
      const rows = Array.isArray(value) ? value : [];
      return {
        kind: 'table',
        label,
        columns: item.columns.map((column) => column.title),
        rows: rows.map((row) => {
          const cells = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
          return item.columns.map((column) => answerText(column.kind, cells[column.key], column, lookups, lang));
        }),
      };
    }
    default:
      return { kind: 'text', label, text: answerText(item.kind, value, itemOptions(item), lookups, lang) };
  }
}

function historyRows(review: WorkflowInstanceDetail | null, lang: Lang): string[][] {
  return (review?.history ?? []).map((entry) => [
    readableTime(entry.at),
    entry.node_name ?? '',
    entry.actor_name ?? '',
    // A decision on the author's own work, under the owner's relaxed four-eyes rule, says so on paper too.
    translate(lang, `reportExport.event.${entry.event}`) +
      (entry.self_review ? translate(lang, 'reportExport.selfReview') : ''),
    entry.comment,
  ]);
}

/**
 * What the document of one report shows: the owner's logo, the template's name as the title, the
 * header, the answers of the items shown (an item hidden by another's answer is left out, as the
 * form hides it) in the form's order, and the review's history.
 */
export async function reportContent(
  ctx: OwnerCtx,
  storage: FileStorage,
  source: ReportSource,
  lang: Lang,
): Promise<ReportContent> {
  const { detail, form } = source;
  const at: BlockContext = { ctx, storage, lang, lookups: await lookupsFor(ctx, form.items, form.data) };
  const shown = form.items.filter((item) => isShown(item, form.data));
  const [logo, blocks] = await Promise.all([
    ownerLogo(ctx, storage),
    Promise.all(shown.map((item) => blockOf(item, form.data[item.key], at))),
  ]);
  return {
    title: form.templateName,
    number: detail.number,
    logo,
    header: headerRows(detail, lang),
    blocks,
    history: historyRows(source.review, lang),
  };
}
