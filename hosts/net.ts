// The harness's machines (ADR 0044): one network namespace per host, each joined by a veth link to
// a bridge that lives in a namespace of its own (the switch), so nothing is added to the machine's
// own network and every port inside is private to its host.
import { execFileSync, spawnSync } from 'node:child_process';

export const PREFIX = 'h44-';
export const SWITCH = `${PREFIX}sw`;
export const SUBNET = '10.44.0';

/** Each host: its namespace and its address on the switch. */
export const HOSTS = {
  lb: { ns: `${PREFIX}lb`, ip: `${SUBNET}.2` },
  db: { ns: `${PREFIX}db`, ip: `${SUBNET}.10` },
  api1: { ns: `${PREFIX}api1`, ip: `${SUBNET}.11` },
  api2: { ns: `${PREFIX}api2`, ip: `${SUBNET}.12` },
  provider: { ns: `${PREFIX}provider`, ip: `${SUBNET}.20` },
  web1: { ns: `${PREFIX}web1`, ip: `${SUBNET}.21` },
  web2: { ns: `${PREFIX}web2`, ip: `${SUBNET}.22` },
  client: { ns: `${PREFIX}client`, ip: `${SUBNET}.100` },
} as const;
export type HostName = keyof typeof HOSTS;

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The switch-side end of a host's link (interface names are at most 15 characters). */
const switchPort = (host: HostName) => `p-${host}`;

export function setUpNetwork(): void {
  ip('netns', 'add', SWITCH);
  ip('-n', SWITCH, 'link', 'set', 'lo', 'up');
  ip('-n', SWITCH, 'link', 'add', 'br0', 'type', 'bridge');
  ip('-n', SWITCH, 'link', 'set', 'br0', 'up');
  for (const [name, host] of Object.entries(HOSTS) as Array<[HostName, (typeof HOSTS)[HostName]]>) {
    ip('netns', 'add', host.ns);
    ip('-n', host.ns, 'link', 'set', 'lo', 'up');
    ip('link', 'add', switchPort(name), 'netns', SWITCH, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', host.ns);
    ip('-n', SWITCH, 'link', 'set', switchPort(name), 'master', 'br0', 'up');
    ip('-n', host.ns, 'addr', 'add', `${host.ip}/24`, 'dev', 'eth0');
    ip('-n', host.ns, 'link', 'set', 'eth0', 'up');
  }
}

/** Pulls a host's cable (its switch port down) or plugs it back in. */
export function setLink(host: HostName, up: boolean): void {
  ip('-n', SWITCH, 'link', 'set', switchPort(host), up ? 'up' : 'down');
}

/** Every namespace a run of this harness left behind (it may have been killed). */
function ourNamespaces(): string[] {
  const listed = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' }).stdout ?? '';
  return listed
    .split('\n')
    .map((line) => line.split(' ')[0] ?? '')
    .filter((name) => name.startsWith(PREFIX));
}

/** The processes running in a namespace. */
export function pidsIn(ns: string): number[] {
  const out = spawnSync('ip', ['netns', 'pids', ns], { encoding: 'utf8' }).stdout ?? '';
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0 && pid !== process.pid);
}

/** Kills every process of our namespaces (by the ids the namespace lists) and deletes them. */
export function tearDown(): void {
  for (const ns of ourNamespaces()) {
    for (const pid of pidsIn(ns)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  for (const ns of ourNamespaces()) spawnSync('ip', ['netns', 'del', ns], { stdio: 'ignore' });
}
