export * from './domain-errors.ts';
export * from './parse-input.ts';
