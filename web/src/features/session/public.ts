/** The session feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { isSigningOut, logout } from './api/logout';
export { fetchSession } from './api/session';
