// Stand-in for @module-federation/runtime in Jest: tests decide what loadRemote yields.
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn();
/** The shell's own instance (hostRuntime.ts) loads through these same stand-ins. */
export const init = jest.fn(() => ({ registerRemotes: (...args: unknown[]) => registerRemotes(...args), loadRemote: (...args: unknown[]) => loadRemote(...args) }));
// Read by a remote entry's bundler runtime from the host's runtime (hostRuntime.test.ts).
export const getRemoteEntry = jest.fn();
