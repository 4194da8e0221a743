// The shell is a host that exposes nothing, so it carries no build-time federation plugin: the
// MF runtime is created here, on the first remote a page needs (never on the public pages),
// and it hands the remotes the shell's own instances of the singletons (hooks and contexts
// break with two copies). Remotes are built with an external runtime (experiments.externalRuntime)
// and find this one on `self._FEDERATION_RUNTIME_CORE`, with its SDK and runtime wrapper on
// `_FEDERATION_SDK` and `_FEDERATION_RUNTIME` (shared/platform/rspack/host-runtime.js): a remote
// entry keeps only the bundler runtime, which is per container and cannot be shared. Of the SDK
// it gets the names the bundler runtime uses (hostRuntime.test.ts reads them from its code), not
// the whole package.
import * as runtime from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { ENCODE_NAME_PREFIX, decodeName } from '@module-federation/sdk';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Platform from '@topup/platform';
import { integrityPlugin } from './integrity';
import * as routerExports from './routerExports';

/** Versions of the singletons, from shared/platform/rspack/shared-deps.js (DefinePlugin). */
declare const __SHARED_VERSIONS__: Record<string, string>;

/** What the shell provides: its own instances, already running. */
const loaded: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': routerExports,
  'react-router-dom': routerExports,
  '@topup/platform': Platform,
};

/** ... and what it provides when a remote first asks: still the shell's instances, loaded on demand. */
const onDemand: Record<string, () => Promise<unknown>> = {
  // The module toastLibrary.ts uses (a remote's toast must reach the shell's container).
  'react-toastify': () => import('react-toastify/unstyled'),
  axios: () => import('axios'),
};

function sharedSingletons() {
  const versions = typeof __SHARED_VERSIONS__ === 'undefined' ? {} : __SHARED_VERSIONS__;
  return Object.fromEntries(
    Object.entries(versions).map(([name, version]) => {
      const shareConfig = { singleton: true, requiredVersion: `^${version}` };
      if (name in loaded) return [name, { version, lib: () => loaded[name], shareConfig }];
      const load = onDemand[name];
      if (!load) throw new Error(`the shell does not provide the shared module ${name}`);
      return [name, { version, get: () => load().then((module) => () => module), shareConfig }];
    }),
  );
}

export type HostInstance = Pick<ReturnType<typeof runtime.init>, 'registerRemotes' | 'loadRemote'>;
let host: HostInstance | null = null;

/**
 * Creates the federation runtime once and answers the shell's own instance: every remote load goes
 * through it. Not through the runtime's module-level loadRemote/registerRemotes: each remote entry
 * calls that module's `init` for its own container (it is the host's runtime, above), which makes
 * the last remote loaded the module's current instance, one without the shell's plugins (a remote
 * loaded after another then ran with no integrity check at all).
 */
export function startHostRuntime(): HostInstance {
  if (host) return host;
  Object.assign(self, { _FEDERATION_RUNTIME_CORE: runtimeCore, _FEDERATION_RUNTIME: runtime, _FEDERATION_SDK: { ENCODE_NAME_PREFIX, decodeName } });
  // 'loaded-first': the shell's instances win, and no remote entry loads before it is needed.
  host = runtime.init({ name: 'shell', remotes: [], shared: sharedSingletons(), shareStrategy: 'loaded-first', plugins: [integrityPlugin()] });
  return host;
}
