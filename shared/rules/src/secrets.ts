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

/** The sandbox gateway's signing secret: development and tests only (production refuses it anywhere). */
export const DEV_GATEWAY_SECRET = 'sandbox-gateway-secret';

/**
 * Every secret-like value the code ships as a default (development, the sandbox, examples):
 * production refuses each of them in any secret setting, whatever its estimate (ADR 0035).
 */
export const SHIPPED_SECRETS: readonly string[] = [DEV_GATEWAY_SECRET, 'MK_TEST_SANDBOX', 'test-secret-for-jest-only-0123456789'];

/**
 * Words people put in secrets (and this product's own names): each counts as one pick from this
 * list, not as its letters. A short list on purpose: the estimate is a floor, not a cracker.
 */
const SECRET_WORDS = [
  'password', 'passwd', 'passw0rd', 'secret', 'secrets', 'admin', 'administrator', 'changeme', 'change', 'default', 'letmein',
  'welcome', 'qwerty', 'azerty', 'asdf', 'zxcv', 'iloveyou', 'monkey', 'dragon', 'master', 'login', 'token', 'tokens', 'key', 'keys',
  'private', 'public', 'test', 'testing', 'example', 'sample', 'demo', 'sandbox', 'gateway', 'proxy', 'topup', 'naija', 'nigeria',
  'lagos', 'abuja', 'production', 'prod', 'staging', 'development', 'dev', 'local', 'localhost', 'jwt', 'hmac', 'signing', 'sign',
  'webhook', 'monnify', 'vtpass', 'paystack', 'flutterwave', 'super', 'root', 'user', 'guest', 'hello', 'world', 'trust', 'openssl',
  'random', 'value', 'string', 'live', 'access', 'auth', 'server', 'client', 'api', 'app', 'web', 'our', 'the', 'very',
  'strong', 'long', 'safe', 'secure', 'security', 'hunter', 'shadow', 'sunshine', 'princess', 'football', 'baseball', 'freedom',
  'whatever', 'trustno', 'starwars', 'batman', 'superman', 'love', 'god', 'money', 'jesus', 'company', 'business', 'wallet',
  'payment', 'payments', 'airtime', 'data', 'bills', 'vendor', 'reseller', 'customer', 'staff', 'release', 'preview', 'metrics',
  'mtn', 'glo', 'airtel', 'abcdef', 'abc', '123456', '1234', '0000', '1111', 'qwertyuiop',
  // The commonest English words: a sentence is a few picks from a list, not its letters.
  'the', 'and', 'for', 'are', 'but', 'not', 'you', 'all', 'any', 'can', 'had', 'her', 'was', 'one', 'out', 'day', 'get', 'has',
  'him', 'his', 'how', 'man', 'new', 'now', 'old', 'see', 'two', 'way', 'who', 'did', 'its', 'let', 'put', 'say', 'she', 'too',
  'use', 'this', 'that', 'with', 'have', 'from', 'they', 'will', 'would', 'there', 'their', 'what', 'about', 'which', 'when',
  'make', 'like', 'time', 'just', 'know', 'take', 'into', 'year', 'your', 'good', 'some', 'could', 'them', 'other', 'than',
  'then', 'look', 'only', 'come', 'over', 'think', 'also', 'back', 'after', 'work', 'first', 'well', 'even', 'want', 'because',
  'these', 'give', 'most', 'quick', 'brown', 'fox', 'jump', 'jumps', 'lazy', 'dog', 'cat', 'house', 'horse', 'correct',
  'battery', 'staple', 'water', 'fire', 'earth', 'river', 'mountain', 'blue', 'red', 'green', 'black', 'white', 'happy', 'family',
].sort((a, b) => b.length - a.length);
const WORD_BITS = Math.log2(SECRET_WORDS.length) + 1;

/**
 * Bits to say the secret with a Lempel-Ziv parse: at each place, the longest of a copy of what came
 * before (its distance and length), a listed word, or else one character at the string's entropy
 * per symbol. Repeated material (`passwordpassword...`, a block of hex twice) costs one copy.
 */
function compressedBits(secret: string, literalBits: number): number {
  const lower = secret.toLowerCase();
  let bits = 0;
  for (let i = 0; i < lower.length; ) {
    let copy = 0;
    for (let from = 0; from < i; from += 1) {
      let length = 0;
      while (i + length < lower.length && lower[from + length] === lower[i + length]) length += 1;
      copy = Math.max(copy, length);
    }
    const copyBits = copy >= 3 ? Math.log2(i) + Math.log2(copy) + 1 : Infinity;
    const word = SECRET_WORDS.find((w) => lower.startsWith(w, i))?.length ?? 0;
    // Whichever says the most characters for its bits; a character alone when neither pays.
    const options: Array<[number, number]> = [[1, literalBits]];
    if (copy >= 3) options.push([copy, copyBits]);
    if (word > 0) options.push([word, WORD_BITS]);
    const [length, cost] = options.reduce((best, option) => (option[1] / option[0] < best[1] / best[0] ? option : best));
    bits += cost;
    i += length;
  }
  return bits;
}

/**
 * A rough, deliberately low estimate of a secret's entropy in bits: the least of its length times
 * the Shannon entropy of its characters, the same of the steps between neighbouring characters
 * (so 'aaaa…', 'abab…' and 'abcdef…' score low), and a Lempel-Ziv parse that counts repeated
 * material and listed words once. A random value scores about its real size or somewhat less:
 * `openssl rand -hex 32` (256 bits) scores 200 or more, 24 random bytes in base64url (192 bits)
 * 130 or more (measured over 5,000 of each: 225 and 132 at least).
 */
export function estimateSecretBits(secret: string): number {
  const codes = [...secret].map((char) => char.codePointAt(0)!);
  if (codes.length < 2) return 0;
  const steps = codes.slice(1).map((code, i) => code - codes[i]!);
  const perSymbol = bitsPerSymbol(codes);
  return Math.floor(Math.min(codes.length * Math.min(perSymbol, bitsPerSymbol(steps)), compressedBits(secret, perSymbol)));
}

/** Why a production start refuses the secret in setting `name`, or null when it is strong enough. */
export function weakSecretProblem(name: string, value: string): string | null {
  const plain = value.trim().toLowerCase();
  if (SHIPPED_SECRETS.some((shipped) => shipped.toLowerCase() === plain)) {
    return `${name} is a development default (it ships with the code): use a random value such as \`openssl rand -hex 32\`.`;
  }
  const bits = estimateSecretBits(value);
  if (bits >= MIN_SECRET_BITS) return null;
  return `${name} is too weak (about ${bits} bits estimated, at least ${MIN_SECRET_BITS} needed): use a random value such as \`openssl rand -hex 32\`.`;
}
