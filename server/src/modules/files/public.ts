/**
 * The files module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */

export { filePathOf } from './conversion/conversion.service.js';
export { createConversionQueue } from './conversion/conversion-queue.js';
export {
  ConversionFailed,
  type ConverterSettings,
  convertToPdf,
  findProgram,
  requireIsolation,
} from './conversion/converter.js';
export type { Lane, Place } from './conversion/fair-line.js';
export { networkIsolation } from './conversion/sandbox.js';
export { fileInfo, listKeptFiles, ownFinishedUploads, readableFile } from './file.service.js';
export { type FileKeeper, keepFiles } from './file-access.js';
export type { FilesDeps } from './files.deps.js';
