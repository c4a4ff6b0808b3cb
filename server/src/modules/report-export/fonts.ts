import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The fonts the Word document names: 宋体 for Chinese, as Chinese reports are set, Times New Roman beside it. */
export const DOCUMENT_FONTS = { eastAsia: 'SimSun', ascii: 'Times New Roman', hAnsi: 'Times New Roman' } as const;

const serif = ['SimSun', '宋体', 'NSimSun', '新宋体', 'Songti SC', 'STSong', '华文宋体'];
const sans = ['SimHei', '黑体', 'Microsoft YaHei', '微软雅黑', 'PingFang SC', 'STHeiti'];

const alias = (family: string, to: string) =>
  `  <alias binding="same"><family>${family}</family><prefer><family>${to}</family></prefer></alias>`;

/**
 * A fontconfig file for the converter: the system's configuration, and the Windows and macOS
 * Chinese fonts a Word document names (ours names 宋体) drawn with the Noto CJK fonts Debian ships
 * (fonts-noto-cjk). Without it 宋体 matches DejaVu, which has no Chinese, and the PDF's glyphs come
 * from whatever fallback LibreOffice finds. Kept here as text, not as a file beside the code, so the
 * bundled server (build.mjs) carries it without a copy step.
 */
export const FONTS_CONF = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
  '<fontconfig>',
  '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
  ...serif.map((family) => alias(family, 'Noto Serif CJK SC')),
  ...sans.map((family) => alias(family, 'Noto Sans CJK SC')),
  '</fontconfig>',
  '',
].join('\n');

/**
 * The environment that points the converter at FONTS_CONF, written to a folder of this process's own
 * (again each time, so a temporary-folder cleaner cannot take it away between conversions).
 */
export async function fontEnvironment(): Promise<{ FONTCONFIG_FILE: string }> {
  const directory = join(tmpdir(), `report-export-fonts-${process.pid}`);
  await mkdir(directory, { recursive: true });
  const file = join(directory, 'fonts.conf');
  await writeFile(file, FONTS_CONF);
  return { FONTCONFIG_FILE: file };
}
