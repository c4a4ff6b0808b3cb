/** The inbox feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { InboxButton } from './components/InboxButton';
