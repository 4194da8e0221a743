// Shared setup for every jsdom Jest project (shell, remotes, shared/ui).
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
