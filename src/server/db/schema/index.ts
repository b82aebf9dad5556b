export * from './platform';
export * from './frame';
