import { createTokenService } from './tokens';
import { Unauthorized } from '../../errors';

const SECRET = 'a-test-secret-of-enough-length-for-hs256-0123456789';
const now = new Date('2026-11-29T12:00:00Z');

describe('token verification, with verified tokens kept in memory', () => {
  it('keeps judging expiry by the service clock after a token was verified once', () => {
    const tokens = createTokenService(SECRET);
    const { token } = tokens.issue(7, now, 60_000);
    expect(tokens.verify(token, now).userId).toBe(7);
    expect(() => tokens.verify(token, new Date(now.getTime() + 61_000))).toThrow(Unauthorized);
  });

  it('refuses a token differing only in its signature from one verified before', () => {
    const tokens = createTokenService(SECRET);
    const { token } = tokens.issue(7, now);
    tokens.verify(token, now);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(() => tokens.verify(`${header}.${payload}.${flipped}`, now)).toThrow(Unauthorized);
  });

  it('refuses a token signed with another key even when the same claims were verified under ours', () => {
    const ours = createTokenService(SECRET);
    const theirs = createTokenService(`${SECRET}-other`);
    const { token } = ours.issue(7, now);
    expect(ours.verify(token, now).userId).toBe(7);
    expect(() => theirs.verify(token, now)).toThrow(Unauthorized);
  });

  it('refuses a forged token every time, not only the first', () => {
    const tokens = createTokenService(SECRET);
    const forged = createTokenService('someone-elses-secret-0123456789-abcdef').issue(7, now).token;
    expect(() => tokens.verify(forged, now)).toThrow(Unauthorized);
    expect(() => tokens.verify(forged, now)).toThrow(Unauthorized);
  });
});
