/** The users feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { useOrganizationOptions } from './api/users';
export { AccountFields } from './components/AccountFields';
export { ResetPasswordDialog } from './components/ResetPasswordDialog';
export { usersTexts } from './texts';
