import remote from './routes';
import manifest from '../remote.json';

describe('wallet remote routes', () => {
  it('declares exactly the paths remote.json says it owns', () => {
    expect(remote.routes.map((r) => r.path)).toEqual(manifest.paths);
  });
});
