/** The config-owner feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { useOwnerOptions } from './api/owners';
