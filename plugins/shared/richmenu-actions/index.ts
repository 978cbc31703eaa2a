/** The shared parts of the rich-menu button actions (plugins/richmenu-actions/). */
export * from './common.ts';
export * from './schemes.ts';
export * from './switch-type.ts';
export * from './url.ts';
