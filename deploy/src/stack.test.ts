import { COMPILED } from './paths';
import { processEnv, processSpecs, type StackOptions } from './stack';

const options: StackOptions = { webPort: 8080, apiPort: 8081, sandboxPort: 8090, dataDir: '/tmp/d' };

describe('npm start environment', () => {
  it('development: the sandbox plays provider, gateway and mailbox, and runs', () => {
    const env = processEnv(options, {});
    expect(env.BILLS_PROVIDER_URL).toBe('http://127.0.0.1:8090');
    expect(env.MAILBOX_URL).toBe('http://127.0.0.1:8090');
    expect(processSpecs(env).map((s) => s.name)).toEqual(['sandbox', 'api', 'web']);
  });

  it('never overwrites an explicit setting with the sandbox', () => {
    const env = processEnv(options, { BILLS_PROVIDER_URL: 'https://vtpass.example.com', MAILBOX_URL: 'http://mail.local' });
    expect(env.BILLS_PROVIDER_URL).toBe('https://vtpass.example.com');
    expect(env.MAILBOX_URL).toBe('http://mail.local');
  });

  it('production: no sandbox process and no sandbox defaults', () => {
    const env = processEnv(options, { NODE_ENV: 'production' });
    expect(env.BILLS_PROVIDER_URL).toBeUndefined();
    expect(processSpecs(env).map((s) => s.name)).toEqual(['api', 'web']);
  });

  it('gives the web server and the API one shared proxy secret per start', () => {
    const env = processEnv(options, {});
    expect(env.PROXY_SECRET).toMatch(/^[0-9a-f]{48}$/);
    expect(processEnv(options, {}).PROXY_SECRET).not.toBe(env.PROXY_SECRET);
    expect(processEnv(options, { PROXY_SECRET: 'set-by-operator' }).PROXY_SECRET).toBe('set-by-operator');
  });

  it('production runs the compiled servers with node alone; development runs the sources through tsx', () => {
    const production = processSpecs(processEnv(options, { NODE_ENV: 'production' }));
    expect(production.map((s) => s.args)).toEqual([[COMPILED.api], [COMPILED.web]]);
    const development = processSpecs(processEnv(options, {}));
    for (const spec of development) expect(spec.args[0]).toMatch(/tsx/);
    expect(development.map((s) => s.args[1])).toEqual([
      expect.stringMatching(/api\/sandbox\/server\.ts$/),
      expect.stringMatching(/api\/src\/server\.ts$/),
      expect.stringMatching(/deploy\/src\/server\.ts$/),
    ]);
  });

  it('COMPILED=1 runs the compiled sandbox, API and web server in development', () => {
    const specs = processSpecs(processEnv(options, { COMPILED: '1' }));
    expect(specs.map((s) => s.args)).toEqual([[COMPILED.sandbox], [COMPILED.api], [COMPILED.web]]);
  });

  it('FRONT=nginx: the web server listens on loopback on its own port, the public port is nginx’s', () => {
    expect(processEnv(options, {})).toMatchObject({ PORT: '8080' });
    expect(processEnv(options, {}).WEB_HOST).toBeUndefined();
    const behind = processEnv({ ...options, front: 'nginx', webBackendPort: 8082 }, {});
    expect(behind).toMatchObject({ PORT: '8082', WEB_HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:8080' });
  });
});
