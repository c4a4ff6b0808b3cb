/** The finding feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { useFindingRates } from './api/finding';
export { loadRaiseFromReport } from './components/load-raise-from-report';
