// Shared setup for every jsdom Jest project (shell, remotes, shared/ui).
require('@testing-library/jest-dom');
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// findBy* and waitFor wait for a condition; their default 1 s ceiling is shorter than a lazy screen's
// first load (module transforms) takes on a loaded 2-core CI machine. A waiting test still ends as soon
// as its condition holds; only a failing one waits the whole 10 s.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
