import { webServerProblems } from './production';

describe('the web server in production (NODE_ENV=production)', () => {
  it('refuses a guessable PROXY_SECRET, naming it', () => {
    expect(webServerProblems({ NODE_ENV: 'production', PROXY_SECRET: 'proxy' })).toEqual([expect.stringMatching(/^PROXY_SECRET is too weak/)]);
    expect(webServerProblems({ NODE_ENV: 'production', PROXY_SECRET: 'a'.repeat(48) })).toHaveLength(1);
  });

  it('accepts a random one (as npm start generates), and anything in development', () => {
    expect(webServerProblems({ NODE_ENV: 'production', PROXY_SECRET: '8d41c0f27a9e3b56d1f04a7c2e98b53d60af17c4e2b9d835' })).toEqual([]);
    expect(webServerProblems({ PROXY_SECRET: 'proxy' })).toEqual([]);
  });
});
