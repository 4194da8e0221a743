import { startHostRuntime } from './hostRuntime';

// The externals every remote is built with (shared/platform/rspack/host-runtime.js).
const { HOST_PROVIDED_RUNTIME } = require('@topup/platform/rspack/host-runtime') as {
  HOST_PROVIDED_RUNTIME: Record<string, string>;
};

test('the host sets every MF runtime global a remote entry takes from it, to the module itself', () => {
  startHostRuntime();
  const provided = Object.entries(HOST_PROVIDED_RUNTIME);
  expect(provided.length).toBeGreaterThan(0);
  const onSelf = self as unknown as Record<string, unknown>;
  // The same exports (Jest's interop wraps a namespace import, so not the same object).
  const sameExports = (value: unknown, module: Record<string, unknown>) =>
    typeof value === 'object' && value !== null && Object.keys(module).every((key) => (value as Record<string, unknown>)[key] === module[key]);
  const isTheModule = provided.map(([module, external]) => [module, sameExports(onSelf[external.replace(/^global /, '')], require(module))]);
  expect(Object.fromEntries(isTheModule)).toEqual(Object.fromEntries(provided.map(([module]) => [module, true])));
});
