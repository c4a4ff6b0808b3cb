/** The form feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { ConclusionTag } from './components/ConclusionTag';
export { ReportStatusTag } from './components/ReportStatusTag';
export { default as FormFillPage } from './routes/FormFillPage';
export { formTexts } from './texts';
