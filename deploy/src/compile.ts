// Compiles the server side to plain JavaScript for `node` (production, or COMPILED=1): the API,
// the provider sandbox, the web server and the `npm start` orchestrator. Our workspace packages
// (TypeScript sources) are bundled in; everything from node_modules stays a require, so native
// and WebAssembly packages (argon2, PGlite) load their files as they do under tsx.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, stop, type Plugin } from 'esbuild';
import { COMPILED, REPO_ROOT } from './paths';

const ENTRIES: Record<keyof typeof COMPILED, string> = {
  api: 'api/src/server.ts',
  sandbox: 'api/sandbox/server.ts',
  web: 'deploy/src/server.ts',
  stack: 'deploy/src/stack.ts',
};

/** Bundles relative imports and @topup/* (sources); leaves every other package to node_modules. */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@topup/') ? undefined : { path: args.path, external: true }));
  },
};

export async function compileServers(log: (line: string) => void = console.log): Promise<void> {
  const started = Date.now();
  for (const dir of ['api/dist', 'deploy/dist']) rmSync(join(REPO_ROOT, dir), { recursive: true, force: true });
  await Promise.all(
    (Object.keys(ENTRIES) as (keyof typeof COMPILED)[]).map((name) =>
      build({
        entryPoints: [join(REPO_ROOT, ENTRIES[name])],
        outfile: COMPILED[name],
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        sourcemap: 'linked',
        logLevel: 'warning',
        plugins: [packagesStayExternal],
      }),
    ),
  );
  // The API reads its SQL migrations beside itself (api/src/db/migrate.ts); so does the orchestrator,
  // which migrates the database before it publishes the builds into it (ADR 0018).
  for (const dist of [join(REPO_ROOT, 'api', 'dist'), join(REPO_ROOT, 'deploy', 'dist')]) {
    cpSync(join(REPO_ROOT, 'api', 'src', 'db', 'migrations'), join(dist, 'migrations'), { recursive: true });
  }
  // esbuild's service process would otherwise live as long as the caller (npm start, e2e).
  await stop();
  log(`servers: compiled to api/dist and deploy/dist in ${Date.now() - started} ms`);
}

if (require.main === module) {
  compileServers().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
