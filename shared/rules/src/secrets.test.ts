import { randomBytes } from 'node:crypto';
import { MIN_SECRET_BITS, estimateSecretBits, weakSecretProblem } from './secrets';

describe('estimateSecretBits', () => {
  it.each([
    ['one character', 'x'],
    ['32 times one letter', 'a'.repeat(32)],
    ['two letters repeated', 'ab'.repeat(24)],
    ['a run of characters', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ'],
    ['a word and digits', 'sk_live_0123456789'],
  ])('scores %s under the minimum', (_case, secret) => {
    expect(estimateSecretBits(secret)).toBeLessThan(MIN_SECRET_BITS);
    expect(weakSecretProblem('JWT_SECRET', secret)).toMatch(/^JWT_SECRET is too weak/);
  });

  it.each([
    ['openssl rand -hex 32', () => randomBytes(32).toString('hex')],
    ['openssl rand -base64 32', () => randomBytes(32).toString('base64')],
    ['24 random bytes in hex (npm start)', () => randomBytes(24).toString('hex')],
  ])('accepts random values of %s', (_case, generate) => {
    for (let i = 0; i < 500; i += 1) expect(weakSecretProblem('JWT_SECRET', generate())).toBeNull();
  });
});
