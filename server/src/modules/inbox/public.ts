/**
 * The inbox module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */
export { type Notice, notify, type Said } from './inbox.service.js';
