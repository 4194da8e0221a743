export * from './constants';
export * from './messages';
export * from './money';
export * from './formulas';
export * from './validation';
export * from './dates';
export * from './text';
