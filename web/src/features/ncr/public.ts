/** The ncr feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { loadNcrPanel } from './components/load-ncr-panel';
