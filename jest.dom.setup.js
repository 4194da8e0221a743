// Shared setup for every jsdom Jest project (shell, remotes, shared/ui).
require('@testing-library/jest-dom');
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
