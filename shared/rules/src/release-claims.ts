// ADR 0030: the server owns each release target's identity. Every target (the shell,
// each remote) is registered with what it may claim; a build may claim nothing else. Publish and
// promote refuse a build whose claims fall outside its registration (the message names the claim),
// the registry leaves such a build out, and the shell mounts a remote only within its grant.

/** What one target (the shell or a remote) is registered to claim. */
export interface TargetClaims {
  /** The MF container's global name (`topup_bills`); null for the shell. */
  container: string | null;
  /** The shell area it mounts in (`/dashboard`, `/admin`); null for the shell. */
  area: string | null;
  /** URL path prefixes it may own (each inside its area). */
  paths: string[];
  /** Names of the navigation entries it may declare (`bills`, `receipt`). */
  nav: string[];
  /** Widget slots it may fill (`RecentTransactions`). */
  widgets: string[];
}

/** Every registered target's claims, by target (`shell`, `bills`). */
export type Registrations = Record<string, TargetClaims>;

/** What a build says of itself: build-info.json, its remote declaration and its manifest's name. */
export interface BuildClaims {
  kind?: string;
  name?: string;
  remote?: {
    name?: string;
    area?: string;
    paths?: string[];
    nav?: Array<{ to?: string; name?: string }>;
    widgets?: string[];
    exposes?: Record<string, string>;
  };
  /** The MF container name of the build's manifest. */
  container?: string;
  /** The global its remote entry defines (the manifest's `metaData.globalName`), when it says. */
  globalName?: string;
}

/** A path at or under a prefix, segment by segment (`/dashboard/wallet-transfer` is not under `/dashboard/wallet`). */
export const isUnderPrefix = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** A route cut at its first parameter (`/dashboard/receipt/:id` -> `/dashboard/receipt`). */
const fixedPart = (path: string): string => {
  const segments = path.split('/');
  const param = segments.findIndex((segment) => segment.startsWith(':') || segment === '*');
  return (param === -1 ? segments : segments.slice(0, param)).join('/') || '/';
};

/** Whether `path` (a route, parameters allowed) is inside one of `prefixes`. */
export const pathGranted = (path: string, prefixes: readonly string[]): boolean => prefixes.some((prefix) => isUnderPrefix(fixedPart(path), prefix));

const others = (registrations: Registrations, target: string) => Object.entries(registrations).filter(([name]) => name !== target);

/** `admin's`, `bills'`. */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** Whose a claim is, in words: `admin's`, or `registered to no target`. */
function whose(owners: string[]): string {
  return owners.length ? possessive(owners.join(', ')) : 'registered to no target';
}

function pathOwners(registrations: Registrations, target: string, path: string): string[] {
  const fixed = fixedPart(path);
  return others(registrations, target)
    .filter(([, claims]) => claims.paths.some((prefix) => isUnderPrefix(fixed, prefix) || isUnderPrefix(prefix, fixed)))
    .map(([name]) => name);
}

/**
 * Why a build published or promoted as `target` claims what is not `target`'s, naming the claim
 * (its name, container, area, a path, a navigation entry, a widget or an exposed module); null
 * when everything it claims is registered to `target`.
 */
export function claimRefusal(target: string, build: BuildClaims, registrations: Registrations): string | null {
  const own = registrations[target];
  if (!own) return `${target}: no target of that name is registered; an admin registers it first (what it may claim)`;
  const named = (name: string | undefined) => (name && registrations[name] && name !== target ? ` ("${name}" is another target)` : '');
  if (build.name !== target) return `${target}: the build names itself "${build.name ?? ''}", not "${target}"${named(build.name)}`;
  const isShell = target === 'shell';
  if (isShell !== (build.kind === 'shell')) return `${target}: the build is a ${build.kind ?? 'build of no kind'}, but ${target} is ${isShell ? 'the shell' : 'a remote'}`;
  if (isShell) return null;
  const remote = build.remote;
  if (!remote) return `${target}: the build carries no remote declaration (rebuild it)`;
  if (remote.name !== target) return `${target}: the declaration names the remote "${remote.name ?? ''}", not "${target}"${named(remote.name)}`;

  if (build.container !== own.container) {
    const owner = others(registrations, target).filter(([, claims]) => claims.container === build.container).map(([name]) => name);
    return `${target}: the container "${build.container ?? ''}" is ${whose(owner)}; ${possessive(target)} is "${own.container ?? ''}"`;
  }
  if (build.globalName !== undefined && build.globalName !== own.container) {
    return `${target}: the remote entry's global "${build.globalName}" is not ${possessive(target)} container "${own.container ?? ''}"`;
  }
  if (remote.area !== own.area) {
    const owner = others(registrations, target).filter(([, claims]) => claims.area === remote.area).map(([name]) => name);
    return `${target}: the area ${remote.area ?? '(none)'} is ${whose(owner)}; ${target} mounts in ${own.area ?? '(none)'}`;
  }
  for (const path of remote.paths ?? []) {
    if (!pathGranted(path, own.paths)) return `${target}: the path ${path} is ${whose(pathOwners(registrations, target, path))}, not ${possessive(target)} (${own.paths.join(', ') || 'none'})`;
  }
  for (const entry of remote.nav ?? []) {
    if (entry.name !== undefined && !own.nav.includes(entry.name)) {
      const owner = others(registrations, target).filter(([, claims]) => claims.nav.includes(entry.name!)).map(([name]) => name);
      return `${target}: the navigation entry "${entry.name}" is ${whose(owner)}, not ${possessive(target)}`;
    }
    if (typeof entry.to !== 'string' || !pathGranted(entry.to, own.paths)) {
      return `${target}: the navigation entry to ${entry.to ?? '(nowhere)'} leads to ${whose(pathOwners(registrations, target, entry.to ?? ''))}, not ${possessive(target)} paths`;
    }
  }
  for (const widget of remote.widgets ?? []) {
    if (!own.widgets.includes(widget)) {
      const owner = others(registrations, target).filter(([, claims]) => claims.widgets.includes(widget)).map(([name]) => name);
      return `${target}: the widget slot "${widget}" is ${whose(owner)}, not ${possessive(target)}`;
    }
  }
  const exposable = new Set(['./routes', ...(remote.widgets ?? []).map((widget) => `./${widget}`)]);
  for (const exposed of Object.keys(remote.exposes ?? {})) {
    if (!exposable.has(exposed)) return `${target}: the exposed module ${exposed} is neither its routes nor one of its widgets`;
  }
  return null;
}

const PREFIX = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const NAME = /^[A-Za-z][\w-]{0,59}$/;

/**
 * Why `claims` cannot be registered to `target` beside the other registrations: malformed, a
 * path outside its area, or a container, path, navigation name or widget another target holds.
 */
export function registrationRefusal(target: string, claims: TargetClaims, registrations: Registrations): string | null {
  if (!/^(shell|[a-z][a-z0-9-]{0,39})$/.test(target)) return `${target}: not a target name (shell, or a remote's lower-case name)`;
  if (target === 'shell') {
    if (claims.container !== null || claims.area !== null || claims.paths.length || claims.nav.length || claims.widgets.length) {
      return 'shell: the shell claims no container, area, path, navigation entry or widget (its own pages are in its code)';
    }
    return null;
  }
  if (!claims.container || !/^[A-Za-z_$][\w$]{0,59}$/.test(claims.container)) return `${target}: the container must be a JavaScript name (e.g. topup_${target.replace(/-/g, '_')})`;
  if (!claims.area || !PREFIX.test(claims.area)) return `${target}: the area must be a path such as /dashboard`;
  for (const path of claims.paths) {
    if (!PREFIX.test(path)) return `${target}: ${path} is not a path prefix (lower-case segments, no parameters)`;
    if (!isUnderPrefix(path, claims.area)) return `${target}: the path ${path} is outside its area ${claims.area}`;
  }
  for (const name of claims.nav) if (!NAME.test(name)) return `${target}: "${name}" is not a navigation entry name`;
  for (const name of claims.widgets) if (!NAME.test(name)) return `${target}: "${name}" is not a widget name`;
  for (const [other, theirs] of others(registrations, target)) {
    if (theirs.container === claims.container) return `${target}: the container "${claims.container}" is ${possessive(other)}`;
    for (const path of claims.paths) {
      const clash = theirs.paths.find((prefix) => isUnderPrefix(path, prefix) || isUnderPrefix(prefix, path));
      if (clash) return `${target}: the path ${path} overlaps ${possessive(other)} ${clash}`;
    }
    const nav = claims.nav.find((name) => theirs.nav.includes(name));
    if (nav) return `${target}: the navigation entry "${nav}" is ${possessive(other)}`;
    const widget = claims.widgets.find((name) => theirs.widgets.includes(name));
    if (widget) return `${target}: the widget slot "${widget}" is ${possessive(other)}`;
  }
  return null;
}
