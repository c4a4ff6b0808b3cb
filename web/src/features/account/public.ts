/** The account feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { loadChangePasswordDialog } from './components/load-change-password-dialog';
