import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { type Lang, type MessageKey, translate } from '../../platform/messages.js';
import { DOCUMENT_FONTS } from './fonts.js';
import type { Block, Picture, ReportContent } from './report-content.js';
import type { DocImage } from './report-images.js';

/** Sizes in half-points, as Word counts them: 五号 (10.5 pt) for the text, 三号 (16 pt) for the title. */
const TEXT_SIZE = 21;
const TITLE_SIZE = 32;
const SMALL_SIZE = 18;
const LABEL_SHADE = { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' };

const full = { size: 100, type: WidthType.PERCENTAGE };
const percent = (size: number) => ({ size, type: WidthType.PERCENTAGE });

/** Lines of text as one paragraph, each line after a break (a textarea's answer keeps its lines). */
function textParagraph(text: string, options: { bold?: boolean; size?: number; align?: 'center' } = {}): Paragraph {
  const lines = text.split(/\r?\n/);
  return new Paragraph({
    ...(options.align ? { alignment: AlignmentType.CENTER } : {}),
    children: lines.map(
      (line, index) =>
        new TextRun({
          text: line,
          ...(options.bold ? { bold: true } : {}),
          ...(options.size ? { size: options.size } : {}),
          ...(index > 0 ? { break: 1 } : {}),
        }),
    ),
  });
}

const imageRun = (image: DocImage) =>
  new ImageRun({ type: image.type, data: image.data, transformation: { width: image.width, height: image.height } });

function pictureParagraphs(picture: Picture, t: (key: MessageKey) => string): Paragraph[] {
  const shown = picture.image
    ? new Paragraph({ children: [imageRun(picture.image)] })
    : textParagraph(t('reportExport.imageMissing'));
  return picture.caption ? [shown, textParagraph(picture.caption, { size: SMALL_SIZE })] : [shown];
}

/** A table of rows of text, the first row as its header; Word wants a paragraph after a table in a cell. */
function textTable(columns: string[], rows: string[][], widths?: number[]): Table {
  const cell = (text: string, header: boolean, index: number) =>
    new TableCell({
      children: [textParagraph(text, { bold: header })],
      ...(header ? { shading: LABEL_SHADE } : {}),
      ...(widths?.[index] ? { width: percent(widths[index]) } : {}),
    });
  return new Table({
    width: full,
    rows: [
      new TableRow({ tableHeader: true, children: columns.map((text, index) => cell(text, true, index)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text, index) => cell(text, false, index)) })),
    ],
  });
}

function answerCell(block: Exclude<Block, { kind: 'section' }>, t: (key: MessageKey) => string): TableCell {
  switch (block.kind) {
    case 'text':
      return new TableCell({ children: [textParagraph(block.text)] });
    case 'pictures':
      return new TableCell({
        children:
          block.pictures.length > 0 ? block.pictures.flatMap((p) => pictureParagraphs(p, t)) : [new Paragraph('')],
      });
    case 'table':
      return new TableCell({ children: [textTable(block.columns, block.rows), new Paragraph('')] });
  }
}

/** The body: each item a row of its label and its answer; a section a shaded row across both. */
function bodyTable(blocks: Block[], t: (key: MessageKey) => string): Table {
  const label = (text: string) =>
    new TableCell({ children: [textParagraph(text, { bold: true })], shading: LABEL_SHADE });
  const rows = blocks.map((block) =>
    block.kind === 'section'
      ? new TableRow({
          children: [
            new TableCell({
              columnSpan: 2,
              children: [textParagraph(block.title, { bold: true })],
              shading: LABEL_SHADE,
            }),
          ],
        })
      : new TableRow({ children: [label(block.label), answerCell(block, t)] }),
  );
  const titles = new TableRow({
    tableHeader: true,
    children: [label(t('reportExport.item')), label(t('reportExport.answer'))],
  });
  return new Table({ width: full, columnWidths: [2600, 6400], rows: [titles, ...rows] });
}

function headerTable(header: [string, string][]): Table {
  return new Table({
    width: full,
    columnWidths: [2600, 6400],
    rows: header.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              children: [textParagraph(label, { bold: true })],
              shading: LABEL_SHADE,
              width: percent(28),
            }),
            new TableCell({ children: [textParagraph(value)], width: percent(72) }),
          ],
        }),
    ),
  });
}

const heading = (text: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 120 },
    children: [new TextRun({ text, bold: true })],
  });

/**
 * The report as an editable Word document: logo, title and number, the header, the items and their
 * answers, and the review's history. Chinese text is set in 宋体 (SimSun), Latin in Times New Roman.
 */
export function reportDocx(content: ReportContent, lang: Lang): Promise<Buffer> {
  const t = (key: MessageKey) => translate(lang, key);
  const children: (Paragraph | Table)[] = [];
  if (content.logo) children.push(new Paragraph({ children: [imageRun(content.logo)] }));
  children.push(textParagraph(content.title, { bold: true, size: TITLE_SIZE, align: 'center' }));
  if (content.number)
    children.push(textParagraph(`${t('reportExport.number')}：${content.number}`, { align: 'center' }));
  children.push(heading(t('reportExport.header')), headerTable(content.header));
  children.push(heading(t('reportExport.body')), bodyTable(content.blocks, t));
  if (content.history.length > 0) {
    const columns = ['time', 'step', 'actor', 'action', 'comment'] as const;
    children.push(
      heading(t('reportExport.history')),
      textTable(
        columns.map((column) => t(`reportExport.${column}`)),
        content.history,
        [20, 18, 14, 12, 36],
      ),
    );
  }
  const document = new Document({
    title: content.number || content.title,
    styles: {
      default: {
        document: { run: { font: DOCUMENT_FONTS, size: TEXT_SIZE } },
        heading2: { run: { font: DOCUMENT_FONTS, size: 24, bold: true, color: '000000' } },
      },
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
