// Each host of the harness, started with the commands docs/hosts.md gives operators (ADR 0044):
// the environment below is the one those commands set, and the programs are the compiled servers,
// Debian's PostgreSQL 15, PgBouncer, nginx and HAProxy.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { chownSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { HOSTS, type HostName } from './net';

export const ROOT = join(__dirname, '..');
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const PORTS = { postgres: 5432, pgbouncer: 6432, api: 8081, web: 8082, front: 80, lbApi: 8081, sandbox: 8090 };
/** The load balancer's checks: every second, 250 ms once one failed; 2 to go down, 2 to come back. */
export const CHECK = { interMs: 1000, fastInterMs: 250, fall: 2, rise: 2 };
/** SIGTERM to stop: serve this long with the readiness check at 503 (longer than fall × interval). */
export const DRAIN_MS = 2500;

const db = HOSTS.db.ip;
export const DATABASE = {
  /** Through PgBouncer (transaction pooling): the pooled connections of every API process and web server. */
  pooled: `postgres://postgres@${db}:${PORTS.pgbouncer}/topup`,
  /** Straight to PostgreSQL: LISTEN, and this harness's own checks. */
  direct: `postgres://postgres@${db}:${PORTS.postgres}/topup`,
  admin: `postgres://postgres@${db}:${PORTS.postgres}/postgres`,
};

const secret = () => randomBytes(32).toString('hex');
/** The settings every API process and web server share (README: several processes on one PostgreSQL). */
export const SHARED = {
  JWT_SECRET: secret(),
  GATEWAY_SECRET: secret(),
  PROXY_SECRET: secret(),
  METRICS_TOKEN: secret(),
};

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export class Hosts {
  readonly procs = new Map<string, Proc>();

  constructor(readonly dir: string) {
    mkdirSync(join(dir, 'logs'), { recursive: true });
  }

  log(name: string): string {
    return join(this.dir, 'logs', `${name}.log`);
  }

  /** Runs a program on a host (`ip netns exec`), its output appended to logs/<name>.log. */
  run(name: string, host: HostName, command: string[], env: Record<string, string> = {}, options: { as?: 'postgres' } = {}): Proc {
    const out = openSync(this.log(name), 'a');
    const asUser = options.as ? ['setpriv', `--reuid=${options.as}`, `--regid=${options.as}`, '--clear-groups'] : [];
    const child = spawn('ip', ['netns', 'exec', HOSTS[host].ns, ...asUser, ...command], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', ...env },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const proc = { name, child, exited };
    this.procs.set(name, proc);
    return proc;
  }

  /** Signals a process and waits until it has exited. */
  async stop(name: string, signal: NodeJS.Signals): Promise<void> {
    const proc = this.procs.get(name);
    if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
    proc.child.kill(signal);
    await proc.exited;
  }

  tail(name: string, lines = 30): string {
    try {
      return readFileSync(this.log(name), 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  // --- the database host: PostgreSQL 15 and PgBouncer in transaction pooling mode ---

  initDatabaseHost(): void {
    const data = join(this.dir, 'db');
    mkdirSync(join(data, 'run'), { recursive: true });
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(data, uid, gid);
    chownSync(join(data, 'run'), uid, gid);
    execFileSync('setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', `${PG_BIN}/initdb`, '-D', join(data, 'pg'), '-U', 'postgres', '-A', 'trust', '--no-instructions'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    appendFileSync(join(data, 'pg', 'pg_hba.conf'), `host all all ${HOSTS.db.ip.replace(/\.\d+$/, '.0')}/24 trust\n`);
    writeFileSync(join(data, 'pgbouncer.ini'), pgbouncerIni(join(data, 'userlist.txt')));
    writeFileSync(join(data, 'userlist.txt'), '"postgres" ""\n');
  }

  startDatabaseHost(): void {
    const data = join(this.dir, 'db');
    this.run('postgres', 'db', [`${PG_BIN}/postgres`, '-D', join(data, 'pg'), '-c', `listen_addresses=${HOSTS.db.ip}`, '-c', `port=${PORTS.postgres}`, '-c', `unix_socket_directories=${join(data, 'run')}`, '-c', 'max_connections=100'], {}, { as: 'postgres' });
    this.run('pgbouncer', 'db', ['pgbouncer', join(data, 'pgbouncer.ini')], {}, { as: 'postgres' });
  }

  // --- the provider (a third party: the sandbox stands in for it) ---

  startProvider(): void {
    this.run('provider', 'provider', [process.execPath, 'api/dist/sandbox.js'], {
      SANDBOX_HOST: HOSTS.provider.ip,
      SANDBOX_PORT: String(PORTS.sandbox),
      SANDBOX_SLOW_MS: '15000',
      GATEWAY_SECRET: SHARED.GATEWAY_SECRET,
      API_URL: `http://${HOSTS.lb.ip}:${PORTS.lbApi}`,
    });
  }

  // --- API hosts: `node api/dist/server.js` with the production settings ---

  apiEnv(host: 'api1' | 'api2'): Record<string, string> {
    const provider = `http://${HOSTS.provider.ip}:${PORTS.sandbox}`;
    return {
      NODE_ENV: 'production',
      API_HOST: HOSTS[host].ip,
      API_PORT: String(PORTS.api),
      DATABASE_URL: DATABASE.pooled,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_LISTEN_URL: DATABASE.direct,
      BILLS_PROVIDER_URL: provider,
      PAYMENT_GATEWAY_URL: provider,
      // Nothing listens there: e-mails wait in the outbox, which is all this harness needs of them.
      SMTP_URL: `smtp://${HOSTS.provider.ip}:2525`,
      APP_ORIGIN: `http://${HOSTS.lb.ip}`,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'warn',
      ...SHARED,
    };
  }

  startApi(host: 'api1' | 'api2'): Proc {
    return this.run(host, host, [process.execPath, 'api/dist/server.js'], this.apiEnv(host));
  }

  // --- web hosts: nginx in front of the web server (ADR 0029) ---

  webEnv(): Record<string, string> {
    return {
      NODE_ENV: 'production',
      PORT: String(PORTS.web),
      WEB_HOST: '127.0.0.1',
      API_URL: `http://${HOSTS.lb.ip}:${PORTS.lbApi}`,
      DATABASE_URL: DATABASE.pooled,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_LISTEN_URL: DATABASE.direct,
      TRUST_PROXY: HOSTS.lb.ip,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'warn',
      PROXY_SECRET: SHARED.PROXY_SECRET,
      METRICS_TOKEN: SHARED.METRICS_TOKEN,
    };
  }

  /** Renders the host's nginx config with the operator's command (deploy/src/nginx-config.ts). */
  async renderNginx(host: 'web1' | 'web2'): Promise<string> {
    const dir = join(this.dir, `${host}-nginx`);
    mkdirSync(join(dir, 'tmp'), { recursive: true });
    const { stdout: conf } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), ['deploy/src/nginx-config.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        NGINX_DIR: dir,
        PORT: String(PORTS.front),
        WEB_UPSTREAMS: `127.0.0.1:${PORTS.web}`,
        API_URL: `http://${HOSTS.lb.ip}:${PORTS.lbApi}`,
        PROXY_SECRET: SHARED.PROXY_SECRET,
        TRUST_PROXY: HOSTS.lb.ip,
        NGINX_WORKERS: '1',
      },
    });
    const file = join(this.dir, `${host}-nginx.conf`);
    writeFileSync(file, conf);
    return file;
  }

  startWebServer(host: 'web1' | 'web2'): Proc {
    return this.run(`${host}-server`, host, [process.execPath, 'deploy/dist/server.js'], this.webEnv());
  }

  startNginx(host: 'web1' | 'web2', conf: string): Proc {
    return this.run(`${host}-nginx`, host, ['nginx', '-e', 'stderr', '-p', join(this.dir, `${host}-nginx`), '-c', conf]);
  }

  // --- the load balancer: HAProxy ---

  startBalancer(): void {
    const file = join(this.dir, 'haproxy.cfg');
    writeFileSync(file, haproxyConfig(this.statsSocket()));
    this.run('haproxy', 'lb', ['haproxy', '-db', '-f', file]);
  }

  statsSocket(): string {
    return join(this.dir, 'haproxy.sock');
  }

  /** HAProxy's view of each server (`backend/server` -> UP, DOWN, MAINT...) from its stats socket. */
  balancerState(): Promise<Record<string, string>> {
    return haproxyCommand(this.statsSocket(), 'show stat').then((csv) => {
      const [header, ...rows] = csv.trim().split('\n');
      const fields = (header ?? '').replace(/^# /, '').split(',');
      const status = fields.indexOf('status');
      const state: Record<string, string> = {};
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[1] === 'FRONTEND' || cells[1] === 'BACKEND') continue;
        state[`${cells[0]}/${cells[1]}`] = (cells[status] ?? '').split(' ')[0]!;
      }
      return state;
    });
  }

  balancer(command: string): Promise<string> {
    return haproxyCommand(this.statsSocket(), command);
  }
}

function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = connect(socket);
    let out = '';
    conn.on('data', (chunk) => (out += chunk.toString()));
    conn.on('end', () => resolve(out));
    conn.on('error', reject);
    conn.end(`${command}\n`);
  });
}

/** PgBouncer as docs/hosts.md sets it up: transaction pooling, quick to tell a client the database is gone. */
export function pgbouncerIni(userlist: string): string {
  return `[databases]
topup = host=${HOSTS.db.ip} port=${PORTS.postgres} dbname=topup

[pgbouncer]
listen_addr = ${HOSTS.db.ip}
listen_port = ${PORTS.pgbouncer}
unix_socket_dir =
auth_type = trust
auth_file = ${userlist}
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 40
min_pool_size = 20
reserve_pool_size = 5
server_reset_query =
server_login_retry = 1
query_wait_timeout = 5
server_connect_timeout = 3
ignore_startup_parameters = extra_float_digits
`;
}

/** The load balancer: pages (everything) to the web hosts' nginx, and the API processes for the web hosts. */
export function haproxyConfig(statsSocket: string): string {
  const server = (name: HostName, port: number) => `  server ${name} ${HOSTS[name].ip}:${port} check`;
  const checks = `  default-server inter ${CHECK.interMs} fastinter ${CHECK.fastInterMs} downinter ${CHECK.interMs} fall ${CHECK.fall} rise ${CHECK.rise}`;
  return `global
  maxconn 4000
  stats socket ${statsSocket} mode 600 level admin

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  # longer than a purchase waits for the provider (PROVIDER_TIMEOUT_MS, 10 s)
  timeout server 12s
  timeout check 2s            # above a loaded API's /readyz: a timed-out check counts as a failure
  retries 3
  option redispatch 1

frontend public
  bind ${HOSTS.lb.ip}:${PORTS.front}
  default_backend web

backend web
  option forwardfor
  option httpchk
  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host topup
  http-check expect status 200
${checks}
${server('web1', PORTS.front)}
${server('web2', PORTS.front)}

frontend api
  bind ${HOSTS.lb.ip}:${PORTS.lbApi}
  default_backend api

backend api
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host topup
  http-check expect status 200
${checks}
${server('api1', PORTS.api)}
${server('api2', PORTS.api)}
`;
}
