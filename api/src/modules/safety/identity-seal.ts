import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { safetySecret } from './pin';

/*
 * A verified BVN/NIN sealed (AES-256-GCM) so that the gateway can be given it again when the
 * customer reserves a bank account, without asking the customer a second time (ADR 0024, amended).
 * The key is derived from the safety secret the number's keyed hash already depends on: whoever
 * holds that secret and the table could recover the number from its hash and last 4 digits anyway.
 */
const SEAL_PREFIX = 'aes-256-gcm$';

async function sealKey(db: Queryable): Promise<Buffer> {
  return createHmac('sha256', await safetySecret(db)).update('identity-seal-key').digest();
}

/** The number sealed for this customer (the id is bound in, so a sealed value moved to another row does not open). */
export async function sealIdentityNumber(db: Queryable, userId: number, number: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealKey(db), iv);
  cipher.setAAD(Buffer.from(`identity:${userId}`));
  const sealed = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
  return SEAL_PREFIX + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The number back; throws when the value was not sealed for this customer with this database's secret. */
export async function openIdentityNumber(db: Queryable, userId: number, sealed: string): Promise<string> {
  if (!sealed.startsWith(SEAL_PREFIX)) throw new Error('not a sealed identity number');
  const [iv, tag, body] = sealed.slice(SEAL_PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed sealed identity number');
  const decipher = createDecipheriv('aes-256-gcm', await sealKey(db), iv);
  decipher.setAAD(Buffer.from(`identity:${userId}`));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
