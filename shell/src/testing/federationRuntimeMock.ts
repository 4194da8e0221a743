// Stand-in for @module-federation/runtime in Jest: tests decide what loadRemote yields.
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn();
export const init = jest.fn();
// Read by a remote entry's bundler runtime from the host's runtime (hostRuntime.test.ts).
export const getRemoteEntry = jest.fn();
