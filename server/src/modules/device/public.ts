/**
 * The device module's public face: what other modules may use of it. Anything else in this folder
 * is the module's own (lint refuses another module's import of it).
 */
export { deviceKindRefs, deviceKindsOf, deviceOptions, processesOf } from './device.service.js';
