import { hash, verify } from '@node-rs/argon2';

/** OWASP argon2id minimum: 19 MiB, 2 passes, 1 lane. (2 = Algorithm.Argon2id, a const enum.) */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or burns the same time when there is no user (no user enumeration). */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
