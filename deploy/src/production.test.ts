import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { webServerProblems } from './production';

describe('the web server in production (NODE_ENV=production)', () => {
  it('refuses a guessable PROXY_SECRET, naming it', () => {
    expect(webServerProblems({ NODE_ENV: 'production', PROXY_SECRET: 'proxy' })).toEqual([expect.stringMatching(/^PROXY_SECRET is too weak/)]);
    expect(webServerProblems({ NODE_ENV: 'production', PROXY_SECRET: 'a'.repeat(48) })).toHaveLength(1);
  });

  it.each(['PROXY_SECRET', 'RELEASE_PREVIEW_SECRET', 'METRICS_TOKEN'])('refuses %s set to a development default, repeated material or dictionary words', (name) => {
    for (const value of ['sandbox-gateway-secret', 'password'.repeat(8), 'secret'.repeat(10), 'super-secret-production-signing-key']) {
      expect(webServerProblems({ NODE_ENV: 'production', [name]: value })).toEqual([expect.stringMatching(new RegExp(`^${name} is (a development default|too weak)`))]);
    }
  });

  it('the web server process exits non-zero naming the setting', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'server.ts')], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', PROXY_SECRET: 'secret'.repeat(10), PORT: '0' },
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr).toMatch(/PROXY_SECRET is too weak/);
  });

  it('accepts a random one (as npm start generates), and anything in development', () => {
    expect(webServerProblems({ NODE_ENV: 'production', PROXY_SECRET: '8d41c0f27a9e3b56d1f04a7c2e98b53d60af17c4e2b9d835' })).toEqual([]);
    expect(webServerProblems({ PROXY_SECRET: 'proxy' })).toEqual([]);
  });
});
