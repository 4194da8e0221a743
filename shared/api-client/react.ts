export { ApiProvider, useApi } from './src/useApi';
