/** The shared parts of the form items (plugins/form-items/): import from here. */
export * from './choices.ts';
export * from './common.ts';
export * from './destinations.ts';
export * from './messages.ts';
export * from './rule-list.ts';
export * from './rules.ts';
export * from './schema.ts';
