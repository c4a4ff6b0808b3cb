export * from './constants.js';
export * from './envelope.js';
export * from './permissions.js';
export * from './routes.js';
export * from './schemas/fields.js';
export * from './schemas/menu.js';
export * from './schemas/user.js';
