export * from './booking';
export * from './catalogue';
export * from './frame';
export * from './messaging';
export * from './platform';
export type * from './types';
