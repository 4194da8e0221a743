export * from './src/declaration';
