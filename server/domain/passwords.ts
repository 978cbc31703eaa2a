import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): about 20 ms a hash on one core here, slow enough for
 * an offline guesser, cheap enough for a login.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The shortest password an owner may set. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The PHC string of a password (salt included).
 *
 * @example const stored = await hashPassword('demo-owner-pass'); // '$argon2id$v=19$m=19456,t=2,p=1$…'
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Whether a password matches a stored hash. With no hash (an unknown login id) it still spends a hash's time, so
 * the answer's timing does not tell which login ids exist.
 *
 * @example await checkPassword(row?.password_hash, typed) // true or false, never throws
 */
export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    dummy ??= hashPassword('unknown-operator-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
