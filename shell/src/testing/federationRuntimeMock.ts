// Stand-in for @module-federation/runtime in Jest: tests decide what loadRemote yields.
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn();
export const init = jest.fn();
