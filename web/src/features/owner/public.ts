/** The owner feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { OwnerDialog } from './components/OwnerDialog';
export { OwnerSwitchButton } from './components/OwnerSwitchButton';
