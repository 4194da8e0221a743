// `npx tsx deploy/src/nginx-config.ts > nginx.conf`: nginx's front config (ADR 0029) for a host
// whose nginx is not started by `FRONT=nginx npm start`, from the same environment plus NGINX_DIR
// (its pid file and temporary bodies) and WEB_UPSTREAMS (the web servers, `host:port`, comma-separated).
import { nginxFrontFromEnv, renderNginxConfig } from './nginx-front';

const web = (process.env.WEB_UPSTREAMS || `127.0.0.1:${process.env.WEB_BACKEND_PORT || 8082}`).split(',').map((host) => host.trim());
const where = { listen: process.env.PORT || '8080', web };
process.stdout.write(renderNginxConfig({ ...nginxFrontFromEnv(process.env, where), dir: process.env.NGINX_DIR || '/var/lib/topup-nginx' }));
