export * from './booking';
export * from './booking-values';
export * from './catalogue';
export * from './frame';
export * from './messaging';
export * from './platform';
export type * from './types';
