import { platformMismatch } from './compat';

describe('platformMismatch (shell platform, remote platform)', () => {
  it.each([
    ['1.1.0', '1.1.0'],
    ['1.2.0', '1.1.0'],
    ['1.1.3', '1.1.0'],
  ])('shell %s runs a remote built against %s', (shell, remote) => {
    expect(platformMismatch(shell, remote)).toBeNull();
  });

  it.each([
    ['1.1.0', '1.2.0', /older minor/],
    ['2.0.0', '1.1.0', /major/],
    ['1.1.0', '2.0.0', /major/],
    ['1.1', '1.1.0', /semver/],
  ])('shell %s refuses a remote built against %s', (shell, remote, why) => {
    expect(platformMismatch(shell, remote)).toMatch(why);
  });
});
