/** The report-export feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { loadBatchExportButton } from './components/load-batch-export-button';
export { loadExportButtons } from './components/load-export-buttons';
