/**
 * How the outbox worker retries. A message is claimed in small batches under a short lease
 * that the worker renews every few seconds while it holds the message (docs/decisions/018):
 * a live sender keeps it however slow the mail server, a killed one frees it within the
 * lease. A failed try waits 30 s × 2^(tries-1), at most an hour, and after ten tries (spread
 * over almost four hours) the message is left undelivered with its last error for a person
 * to look at.
 */
export const OUTBOX_POLICY = {
  batchSize: 5,
  leaseMs: 15_000,
  heartbeatMs: 3_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
} as const;

export type OutboxPolicy = { [K in keyof typeof OUTBOX_POLICY]: number };

/** The wait before the next try, after `attempts` tries have failed (attempts ≥ 1). */
export function retryDelayMs(attempts: number, policy: OutboxPolicy = OUTBOX_POLICY): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^exponent overflows nothing here: the cap is reached long before.
  return Math.min(policy.baseDelayMs * 2 ** Math.min(exponent, 30), policy.maxDelayMs);
}

/** True when no further try is made after `attempts` tries. */
export function isExhausted(attempts: number, policy: OutboxPolicy = OUTBOX_POLICY): boolean {
  return attempts >= policy.maxAttempts;
}
