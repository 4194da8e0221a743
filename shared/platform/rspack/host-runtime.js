// With experiments.externalRuntime a remote entry takes the MF runtime from its host. The
// bundler runtime stays in each entry: it holds one container's state (ADR 0015).
/** What a remote built with the host's runtime finds on `self` (the shell's hostRuntime.ts sets it). */
const HOST_PROVIDED_RUNTIME = {
  '@module-federation/runtime-core': 'global _FEDERATION_RUNTIME_CORE',
  '@module-federation/sdk': 'global _FEDERATION_SDK',
  '@module-federation/runtime': 'global _FEDERATION_RUNTIME',
};

module.exports = { HOST_PROVIDED_RUNTIME };
