import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { findProgram } from '../files/conversion/converter.js';
import { fontEnvironment } from './fonts.js';
import { pdfOf } from './report-pdf.js';

const hasFontconfig = (await findProgram('fc-match')) !== null;
const match = (family: string, env: Record<string, string> = {}) =>
  spawnSync('fc-match', [family], { env: { PATH: process.env.PATH ?? '', ...env } }).stdout.toString();

describe('the converter’s fonts', () => {
  it.skipIf(!hasFontconfig)('draws 宋体 and SimSun in Noto Serif CJK SC, 黑体 in Noto Sans CJK SC', async () => {
    const env = await fontEnvironment();
    for (const family of ['SimSun', '宋体', 'Songti SC']) expect(match(family, env)).toContain('Noto Serif CJK SC');
    for (const family of ['SimHei', '黑体']) expect(match(family, env)).toContain('Noto Sans CJK SC');
    // The system's own configuration is still read: other families resolve as before.
    expect(match('Times New Roman', env)).toBe(match('Times New Roman'));
  });

  it('hands the font file to the converter', async () => {
    // A stand-in converter that prints its environment into the "PDF" it writes.
    const dir = await mkdtemp(join(tmpdir(), 'fake-soffice-'));
    try {
      const program = join(dir, 'soffice');
      await writeFile(
        program,
        '#!/bin/sh\nfor last; do :; done\nmkdir -p "$(dirname "$last")/out"\nenv > "$(dirname "$last")/out/source.pdf"\n',
      );
      await chmod(program, 0o755);
      const settings = { program, timeoutMs: 10_000, allowNetwork: true };
      const pdf = await pdfOf(settings, Buffer.from('docx'), pino({ level: 'silent' }), { place: {} });
      expect(pdf.toString()).toContain(`FONTCONFIG_FILE=${(await fontEnvironment()).FONTCONFIG_FILE}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
