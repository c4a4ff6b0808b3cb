import { Readable } from 'node:stream';
import { Code } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/app-error.js';
import type { Place } from '../files/public.js';
import {
  ConversionFailed,
  type ConverterSettings,
  convertToPdf,
  createConversionQueue,
  findProgram,
  networkIsolation,
  requireIsolation,
} from '../files/public.js';
import { fontEnvironment } from './fonts.js';

/**
 * Exports' conversions wait for each other here: LibreOffice takes a core and a few hundred MB while
 * it works (the files module's queue says the same of its conversions), so one runs at a time per
 * process. A report exported while its reader waits goes before any batch's next report, so a
 * single export waits at most for the conversion under way, never for another user's batch.
 */
const conversions = createConversionQueue<() => Promise<void>>(
  (work) => work(),
  () => undefined, // Each work settles its own caller's promise; nothing is left to report.
);

function inTurn<T>(place: Place, work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => conversions.add(() => work().then(resolve, reject), place));
}

/**
 * A Word document as PDF, by the files module's converter (cut off from the network, in a throw-away
 * profile) with the Chinese font aliases. An absent converter or a failed conversion is code 6 with
 * a reason the user can act on; the converter's own words go to the log.
 */
export async function pdfOf(
  converter: ConverterSettings,
  docx: Buffer,
  log: FastifyBaseLogger,
  at: { place: Place; signal?: AbortSignal | undefined },
): Promise<Buffer> {
  if (!(await findProgram(converter.program))) throw new AppError(Code.Error, 'reportExport.converterMissing');
  const { signal } = at;
  return inTurn(at.place, async () => {
    try {
      return await convertToPdf(converter, Readable.from([docx]), 'docx', {
        isolation: requireIsolation(await networkIsolation(log), converter),
        env: await fontEnvironment(),
        ...(signal ? { signal } : {}),
      });
    } catch (err) {
      if (!(err instanceof ConversionFailed)) throw err;
      log.warn({ reason: err.message }, 'report PDF conversion failed');
      throw new AppError(Code.Error, 'reportExport.pdfFailed');
    }
  });
}
