import { randomBytes } from 'node:crypto';
import { DEV_GATEWAY_SECRET, MIN_SECRET_BITS, SHIPPED_SECRETS, estimateSecretBits, weakSecretProblem } from './secrets';

describe('estimateSecretBits', () => {
  it.each([
    ['one character', 'x'],
    ['32 times one letter', 'a'.repeat(32)],
    ['two letters repeated', 'ab'.repeat(24)],
    ['a run of characters', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ'],
    ['a word and digits', 'sk_live_0123456789'],
    // What the outside test got through.
    ['password eight times', 'password'.repeat(8)],
    ['secret ten times', 'secret'.repeat(10)],
    ['repeated material after a random-looking start', 'k3J9x!Qz' + 'hunter2'.repeat(12)],
    ['a repeated block of hex', '3f9c1e7a52b04d8e'.repeat(4)],
    ['dictionary words', 'PasswordSecretAdminChangemeLetmeinWelcomeQwerty'],
    ['words with separators and digits', 'super-secret-production-jwt-signing-key-2026'],
    ['an English sentence', 'When the river meets the mountain we have good water'],
  ])('scores %s under the minimum', (_case, secret) => {
    expect(estimateSecretBits(secret)).toBeLessThan(MIN_SECRET_BITS);
    expect(weakSecretProblem('JWT_SECRET', secret)).toMatch(/^JWT_SECRET is too weak/);
  });

  it.each([
    ['openssl rand -hex 32', () => randomBytes(32).toString('hex')],
    ['openssl rand -base64 32', () => randomBytes(32).toString('base64')],
    ['24 random bytes in hex (npm start)', () => randomBytes(24).toString('hex')],
    ['a random value after a dictionary word', () => `topup-${randomBytes(32).toString('hex')}`],
  ])('accepts random values of %s', (_case, generate) => {
    for (let i = 0; i < 500; i += 1) expect(weakSecretProblem('JWT_SECRET', generate())).toBeNull();
  });
});

describe('weakSecretProblem', () => {
  it('refuses every secret the code ships as a default, whatever its score, naming the setting', () => {
    expect(SHIPPED_SECRETS).toContain(DEV_GATEWAY_SECRET);
    for (const shipped of SHIPPED_SECRETS) {
      expect(weakSecretProblem('PROXY_SECRET', shipped)).toMatch(/^PROXY_SECRET is a development default/);
      expect(weakSecretProblem('JWT_SECRET', `  ${shipped.toUpperCase()}  `)).toMatch(/^JWT_SECRET is a development default/);
    }
  });
});
