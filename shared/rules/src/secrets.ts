/** What a production secret (token signing, webhook HMAC, proxy trust) must carry at least. */
export const MIN_SECRET_BITS = 128;

/**
 * Shannon entropy, in bits per symbol, of the symbols' frequencies, with the Miller-Madow
 * correction: a short sample sees too few distinct symbols and would understate it.
 */
function bitsPerSymbol(symbols: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / symbols.length;
    bits -= p * Math.log2(p);
  }
  return bits + (counts.size - 1) / (2 * symbols.length * Math.LN2);
}

/**
 * A rough, deliberately low estimate of a secret's entropy in bits: its length times the
 * Shannon entropy of its characters, or of the steps between neighbouring characters when
 * those say less (so 'aaaa…', 'abab…' and 'abcdef…' score low). A random value scores about
 * its real size or somewhat less: `openssl rand -hex 32` (256 bits) scores 220 or more,
 * 24 random bytes in base64url (192 bits) 135 or more.
 */
export function estimateSecretBits(secret: string): number {
  const codes = [...secret].map((char) => char.codePointAt(0)!);
  if (codes.length < 2) return 0;
  const steps = codes.slice(1).map((code, i) => code - codes[i]!);
  return Math.floor(codes.length * Math.min(bitsPerSymbol(codes), bitsPerSymbol(steps)));
}

/** Why a production start refuses the secret in setting `name`, or null when it is strong enough. */
export function weakSecretProblem(name: string, value: string): string | null {
  const bits = estimateSecretBits(value);
  if (bits >= MIN_SECRET_BITS) return null;
  return `${name} is too weak (about ${bits} bits estimated, at least ${MIN_SECRET_BITS} needed): use a random value such as \`openssl rand -hex 32\`.`;
}
