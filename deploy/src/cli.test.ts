import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseServer } from './cli';
import { rememberDevServer } from './local-releases';

/* `npm run release` in a second shell reaches the npm start that runs, whatever its PORT. */
let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'release-cli-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('goes to the URL the running npm start keeps in DATA_DIR when PORT is not exported here', () => {
  const forget = rememberDevServer(dataDir, 'http://localhost:9180');
  expect(releaseServer(undefined, { DATA_DIR: dataDir })).toBe('http://localhost:9180');
  forget();
  expect(releaseServer(undefined, { DATA_DIR: dataDir })).toBe('http://localhost:8080');
  expect(releaseServer(undefined, { DATA_DIR: dataDir, PORT: '9280' })).toBe('http://localhost:9280');
});

it('takes --server, then RELEASE_SERVER, before the running npm start', () => {
  rememberDevServer(dataDir, 'http://localhost:9180');
  expect(releaseServer('https://topup.example', { DATA_DIR: dataDir, RELEASE_SERVER: 'https://other.example' })).toBe('https://topup.example');
  expect(releaseServer(undefined, { DATA_DIR: dataDir, RELEASE_SERVER: 'https://other.example' })).toBe('https://other.example');
});
