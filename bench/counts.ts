/**
 * A bench's count of rounds or runs from the environment: a whole number, at least 1. A value that
 * is not a number (or is below 1) gives the floor of 1 rather than no round at all, which crashed
 * the medians of an empty list.
 */
export function countFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  return Math.max(1, Math.floor(Number(env[name] ?? fallback)) || 1);
}
