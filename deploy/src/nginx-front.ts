// nginx in front of the web server and the API (ADR 0029): /api and /media go straight
// to the API, everything else to the web server, which keeps deciding every page, stored file,
// registry, preview and canary; nginx keeps the web server's answers for stored files (they never
// change at their URL). The config is rendered here from the same settings the web server
// reads, so that an API answer through nginx carries what the web server's own proxy
// (deploy/src/front.ts) adds: deploy/src/nginx-front.test.ts compares the two.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASE_UPLOAD_LIMIT_BYTES } from '@topup/api/web-tier';
import { API_MESSAGES, UI_MESSAGES } from '@topup/rules';
import { IMMUTABLE, contentTypeOf } from './front';
import { FORWARDED, HASHED_NAME, STORE_VERSION_PATTERN } from './web-routes';
import { DOCUMENT_HEADERS, EVERY_RESPONSE_HEADERS, HSTS_HEADERS, SUBRESOURCE_TYPES, apiContentSecurityPolicy, cspOriginsFromEnv, isDocumentLike } from './securityHeaders';

export const NGINX_BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary (Debian's package), or null when it is not installed. */
export function findNginx(): string | null {
  return NGINX_BINARIES.find((path) => existsSync(path)) ?? null;
}

export interface NginxFrontOptions {
  /** Where nginx listens: `port` or `host:port`. */
  listen: string;
  /** The web server(s): `host:port`. */
  web: string[];
  /** The API process(es), as API_URL lists them (`http://host:port`, comma-separated). */
  apiUrl: string;
  /** A folder of nginx's own (pid file, temporary bodies). */
  dir: string;
  /** PROXY_TIMEOUT_MS: how long to wait for the API's headers and between body chunks. */
  upstreamTimeoutMs: number;
  proxySecret?: string;
  hsts?: boolean;
  /** TRUST_PROXY: load balancers whose X-Forwarded-For names the client. */
  trustProxy?: string;
  remoteOrigins?: string[];
  /** RELEASE_UPLOAD_LIMIT_BYTES: the largest body a route of the API accepts. */
  largestBodyBytes?: number;
  /** `auto` (one per core) in production; the bench's yardstick runs 1. */
  workers?: number | 'auto';
  /** NGINX_CACHE_MB: what nginx keeps of stored files on disk in `dir` (0: keeps nothing). */
  storeCacheMb?: number;
}

/** The web server's default for PROXY_TIMEOUT_MS (deploy/src/server.ts). */
export const UPSTREAM_TIMEOUT_MS = 30_000;

/** NGINX_CACHE_MB's default. */
export const STORE_CACHE_MB = 256;

/**
 * Stored files nginx keeps for as long as the web server says (a year): the subresource types,
 * whose answers carry no CSP. Any other stored file is a document to the browser and carries the
 * live shell's CSP, which a promote can change: nginx keeps those one second.
 */
export const KEPT_EXTENSIONS = ['js', 'mjs', 'css', 'woff', 'woff2', 'ttf', 'otf', 'png', 'jpg', 'jpeg', 'webp', 'gif', 'avif'].filter(
  (extension) => !isDocumentLike(contentTypeOf(`file.${extension}`), `file.${extension}`),
);

/** proxy-addr's names for address ranges (TRUST_PROXY accepts them), as nginx needs them spelled. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** A string as an nginx quoted parameter. */
function quoted(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`a value for nginx holds a line break: ${JSON.stringify(value)}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '${dollar}')}"`;
}

function hostOf(url: string): string {
  return new URL(url).host;
}

export function renderNginxConfig(options: NginxFrontOptions): string {
  const apis = options.apiUrl.split(',').map((url) => url.trim()).filter(Boolean);
  if (apis.length === 0) throw new Error('no API URL for nginx');
  const timeoutS = `${Math.max(1, Math.ceil(options.upstreamTimeoutMs / 1000))}s`;
  const largest = options.largestBodyBytes ?? RELEASE_UPLOAD_LIMIT_BYTES;
  const csp = apiContentSecurityPolicy(options.remoteOrigins ?? []);
  const always = { ...EVERY_RESPONSE_HEADERS, ...(options.hsts ? HSTS_HEADERS : {}) };
  const trusted = (options.trustProxy ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .flatMap((value) => NAMED_RANGES[value] ?? [value]);
  const unavailable = JSON.stringify({ message: UI_MESSAGES.network.unavailable });
  const tooLarge = JSON.stringify({ message: API_MESSAGES.bodyTooLarge(Math.floor(largest / 1024)) });
  const unreadable = JSON.stringify({ message: API_MESSAGES.requestUnreadable });
  const uriTooLong = JSON.stringify({ message: API_MESSAGES.addressTooLong });
  const addAlways = Object.entries(always).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  const documentVar = (name: string) => `$topup_${name.replace(/-/g, '_')}`;
  // What the front drops from the API's answer because it sets it itself (front.ts `addsItself`).
  const hidden = [...Object.keys(EVERY_RESPONSE_HEADERS), ...Object.keys(DOCUMENT_HEADERS), ...(options.hsts ? Object.keys(HSTS_HEADERS) : [])];
  const indent = (lines: string[], depth: number) => lines.map((line) => `${'  '.repeat(depth)}${line}`).join('\n');
  const cacheMb = options.storeCacheMb ?? STORE_CACHE_MB;
  // The failure answers, with every header the web server's failure answer has.
  const failure = (returns: string[]) =>
    indent(
      [
        'default_type "application/json; charset=utf-8";',
        'add_header cache-control "no-store" always;',
        ...addAlways,
        ...Object.entries(DOCUMENT_HEADERS).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
        `add_header content-security-policy ${quoted(csp)} always;`,
        ...returns,
      ],
      3,
    );
  // Request headers as the web server's proxy sets them (front.ts `proxy`): the client's own
  // X-Forwarded-For and X-Proxy-Secret never pass; hop-by-hop headers are nginx's to drop.
  const requestHeaders = (host: string, secret: string) =>
    [
      `proxy_set_header Host ${host};`,
      'proxy_set_header X-Forwarded-For $remote_addr;',
      `proxy_set_header X-Proxy-Secret ${secret};`,
      'proxy_set_header Connection "";',
      'proxy_set_header Proxy-Connection "";',
      'proxy_set_header Trailer "";',
    ];
  const toWeb = [
    'proxy_pass http://topup_web;',
    ...requestHeaders('$http_host', '""'),
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'error_page 502 = @bad_gateway;',
    'error_page 503 = @unavailable;',
    'error_page 504 = @timeout;',
    'error_page 413 = @too_large;',
    'error_page 400 = /.topup-unreadable;',
  ];
  // A stored file's answer depends on its URL and on which encoding the client accepts, nothing
  // else: the key holds the encoding class as the web server picks it (br, else gzip, else none),
  // so Vary is not needed to keep the three apart (and would split one class by its raw header).
  const keeps = (notKept: string[]) => [
    'proxy_cache topup_store;',
    'proxy_cache_key $topup_encoding|$request_uri;',
    `proxy_no_cache ${['$topup_not_kept', ...notKept].join(' ')};`,
  ];
  const storePath = STORE_VERSION_PATTERN;
  const kept = KEPT_EXTENSIONS.join('|');
  const storeCache = cacheMb > 0;

  return `# Rendered by deploy/src/nginx-front.ts (ADR 0029); do not edit: change the renderer.
daemon off;
worker_processes ${options.workers ?? 'auto'};
pid ${options.dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${options.dir}/tmp/body;
  proxy_temp_path ${options.dir}/tmp/proxy;
  fastcgi_temp_path ${options.dir}/tmp/fastcgi;
  uwsgi_temp_path ${options.dir}/tmp/uwsgi;
  scgi_temp_path ${options.dir}/tmp/scgi;
  # As the web server: connections kept 72 s (longer than a load balancer's 60 s idle time).
  keepalive_timeout 72s;
  keepalive_requests 100000;
  # The API refuses a body over its route's limit with its own envelope; nginx only above the largest.
  client_max_body_size ${largest};
  proxy_http_version 1.1;
  proxy_connect_timeout ${Math.min(10, Math.ceil(options.upstreamTimeoutMs / 1000))}s;
  proxy_send_timeout ${timeoutS};
  proxy_read_timeout ${timeoutS};
  gzip off;
${storeCache ? `  proxy_cache_path ${options.dir}/cache levels=1:2 keys_zone=topup_store:10m max_size=${cacheMb}m inactive=1d use_temp_path=off;\n` : ''}${trusted.length ? `  # TRUST_PROXY: the client is the first address in X-Forwarded-For not of these.\n${indent(trusted.map((range) => `set_real_ip_from ${range};`), 1)}\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;\n` : ''}
  upstream topup_api {
${indent(apis.map((url) => `server ${hostOf(url)} max_fails=0;`), 2)}
    keepalive 256;
    keepalive_timeout 30s;
  }
  upstream topup_web {
${indent(options.web.map((host) => `server ${host} max_fails=0;`), 2)}
    keepalive 64;
    keepalive_timeout 30s;
  }

  # An API answer is a document unless it is a subresource type (securityHeaders.ts isDocumentLike).
  map "$upstream_http_content_type|$uri" $topup_document {
    "~^[^|]*\\|(.*/)?sw\\.js$" 1;
    "~${SUBRESOURCE_TYPES.source}" "";
    default 1;
  }
${Object.entries(DOCUMENT_HEADERS)
  .map(([name, value]) => `  map $topup_document ${documentVar(name)} { 1 ${quoted(value)}; default ""; }`)
  .join('\n')}
  # The API's own CSP stays; a document without one gets the API answers' CSP.
  map "$topup_document|$upstream_http_content_security_policy" $topup_csp { "1|" ${quoted(csp)}; default ""; }
  geo $dollar { default "$"; }
${
  storeCache
    ? `  # What nginx keeps of the web server's answers for stored files: a 200 the web server calls
  # immutable, varying on nothing but the encoding, setting no cookie (front.ts prepare).
  map $http_accept_encoding $topup_encoding {
    "~\\bbr\\b" br;
    "~\\bgzip\\b" gzip;
    default "";
  }
  map $upstream_http_cache_control $topup_immutable { ${quoted(IMMUTABLE)} 1; default ""; }
  map "$upstream_status|$topup_immutable|$upstream_http_vary|$upstream_http_set_cookie" $topup_not_kept {
    "200|1||" "";
    "200|1|accept-encoding|" "";
    default 1;
  }
`
    : ''
}
  server {
    listen ${options.listen};
    # nginx's own refusals of a request it cannot read (before any location: a garbled request line
    # or header, a header or URI too large) carry the same headers as every other answer. To a URI,
    # not a named location: a request line nginx could not read has none to redirect with.
    error_page 400 494 = /.topup-unreadable;
    error_page 414 = /.topup-uri-too-long;

    location ~ ^/(${FORWARDED.map(({ prefix }) => prefix.slice(1)).join('|')})(/|$) {
      proxy_pass http://topup_api;
${indent(requestHeaders(hostOf(apis[0]!), options.proxySecret ? quoted(options.proxySecret) : '""'), 3)}
      # Never retried on another API once sent (a purchase is not idempotent without its key).
      proxy_next_upstream error timeout;
${indent(hidden.map((name) => `proxy_hide_header ${name};`), 3)}
${indent(addAlways, 3)}
${indent(Object.keys(DOCUMENT_HEADERS).map((name) => `add_header ${name} ${documentVar(name)} always;`), 3)}
      add_header content-security-policy $topup_csp always;
      error_page 502 = @bad_gateway;
      error_page 503 = @unavailable;
      error_page 504 = @timeout;
      error_page 413 = @too_large;
      error_page 400 = /.topup-unreadable;
    }

${
  storeCache
    ? `    # Stored files and the shell's content-hashed names: never changed at their URL (front.ts).
    location ~ "${storePath}.+\\.(?:${kept})$|\\.[0-9a-f]{8}\\.(?:${kept})$" {
${indent([...toWeb, ...keeps(['$topup_document']), 'proxy_ignore_headers Vary;'], 3)}
    }
    # The other stored files carry the live shell's CSP: kept a second, as a promote is seen.
    location ~ "${storePath}.|${HASHED_NAME.source}" {
${indent([...toWeb, ...keeps([]), 'proxy_ignore_headers Cache-Control Expires Vary;', 'proxy_cache_valid 200 1s;'], 3)}
    }

`
    : ''
}    location / {
${indent(toWeb, 3)}
    }

    # As the web server's proxy: 503 when nothing listens (no connection made to any), 502 otherwise.
    location @bad_gateway {
${failure([`if ($upstream_connect_time ~ "^[-, :]*$") { return 503 ${quoted(unavailable)}; }`, `return 502 ${quoted(unavailable)};`])}
    }
    location @unavailable {
${failure([`return 503 ${quoted(unavailable)};`])}
    }
    location @timeout {
${failure([`return 504 ${quoted(unavailable)};`])}
    }
    location @too_large {
${failure([`return 413 ${quoted(tooLarge)};`])}
    }
    location = /.topup-unreadable {
${failure(['internal;', `return 400 ${quoted(unreadable)};`])}
    }
    location = /.topup-uri-too-long {
${failure(['internal;', `return 414 ${quoted(uriTooLong)};`])}
    }
  }
}
`;
}

/** The front's settings from the environment the web server and the API read. */
export function nginxFrontFromEnv(env: NodeJS.ProcessEnv, where: { listen: string; web: string[] }): Omit<NginxFrontOptions, 'dir'> {
  return {
    ...where,
    apiUrl: env.API_URL || 'http://127.0.0.1:8081',
    upstreamTimeoutMs: Number(env.PROXY_TIMEOUT_MS) || UPSTREAM_TIMEOUT_MS,
    proxySecret: env.PROXY_SECRET || undefined,
    hsts: env.HSTS === '1' || env.HSTS === 'true',
    trustProxy: env.TRUST_PROXY || undefined,
    remoteOrigins: cspOriginsFromEnv(env),
    largestBodyBytes: Number(env.RELEASE_UPLOAD_LIMIT_BYTES) || RELEASE_UPLOAD_LIMIT_BYTES,
    workers: Number(env.NGINX_WORKERS) || 'auto',
    storeCacheMb: Number(env.NGINX_CACHE_MB) >= 0 && env.NGINX_CACHE_MB !== '' ? Number(env.NGINX_CACHE_MB) : STORE_CACHE_MB,
  };
}

export interface PreparedNginx {
  dir: string;
  /** How to run it in the foreground (the config says `daemon off`). */
  command: string;
  args: string[];
  /** Removes the folder (the config holds PROXY_SECRET). */
  remove(): void;
}

/**
 * Writes the config into a folder of its own (readable by this user only; nginx's workers, which
 * run as nobody when started as root, may only pass through it to their temporary files).
 */
export function prepareNginxFront(options: Omit<NginxFrontOptions, 'dir'>, nginx: string | null = findNginx()): PreparedNginx {
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx): FRONT=nginx needs it');
  const dir = mkdtempSync(join(tmpdir(), 'topup-nginx-'));
  chmodSync(dir, 0o711);
  mkdirSync(join(dir, 'tmp'), { mode: 0o711 });
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, renderNginxConfig({ ...options, dir }), { mode: 0o600 });
  // -e: errors to stderr from the start (the compiled-in log path may not be writable by this user).
  return { dir, command: nginx, args: ['-e', 'stderr', '-p', dir, '-c', config], remove: () => rmSync(dir, { recursive: true, force: true }) };
}

