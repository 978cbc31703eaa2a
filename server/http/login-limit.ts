/**
 * The failed-login limiter, in memory (docs/decisions/operators.md): per login id and per client address, failures
 * within a window are counted; past the limit further attempts are refused with 429 until the window has passed,
 * before any password is checked. In memory because it needs no write per failed attempt and no table to clean;
 * the cost is that each server process counts on its own and a restart forgets (argon2 keeps each guess slow).
 */

/** The limits: failures per login id and per address within `windowMs`. */
export interface LoginLimits {
  perLogin: number;
  perAddress: number;
  windowMs: number;
}

/** Five wrong passwords per login id, twenty per address, in fifteen minutes. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perLogin: 5, perAddress: 20, windowMs: 15 * 60_000 };

/** What `check` answers: allowed, or refused with how long to wait. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A limiter over failures; `now` is injectable for tests.
 *
 * @example
 * const limiter = createLoginLimiter();
 * if (!limiter.check('owner', ip).allowed) refuse(429, …);
 * if (!ok) limiter.fail('owner', ip); else limiter.succeed('owner');
 */
export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  const verdict = (key: string, limit: number): LimitVerdict => {
    const times = recent(key);
    if (times.length < limit) return { allowed: true };
    return { allowed: false, retryAfterMs: times[times.length - limit] + limits.windowMs - now() };
  };
  return {
    check(loginId: string, address: string): LimitVerdict {
      const byLogin = verdict(`login:${loginId.toLowerCase()}`, limits.perLogin);
      if (!byLogin.allowed) return byLogin;
      return verdict(`addr:${address}`, limits.perAddress);
    },
    fail(loginId: string, address: string): void {
      for (const key of [`login:${loginId.toLowerCase()}`, `addr:${address}`]) {
        failures.set(key, [...recent(key), now()]);
      }
      // A flood of distinct login ids must not grow the map without bound: forget the oldest keys.
      if (failures.size > 10_000) for (const key of [...failures.keys()].slice(0, 1000)) failures.delete(key);
    },
    /** A good password clears the login id's count (not the address's: one address may try many ids). */
    succeed(loginId: string): void {
      failures.delete(`login:${loginId.toLowerCase()}`);
    },
  };
}

/** The limiter's type. */
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
