/**
 * The menu module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */

export { seedOwnerTemplate } from './menu.service.js';
export { addPageToMenus } from './menu-entries.service.js';
