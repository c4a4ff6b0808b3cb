/** The files feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { DocumentTable } from './components/DocumentTable';
export { PdfViewer } from './components/PdfViewer';
