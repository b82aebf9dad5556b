/** From most flexible to strictest (spec 3 §9). */
export const CANCELLATION_POLICIES = ['super_flexible', 'flexible', 'moderate', 'strict', 'super_strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

const STRICTEST: CancellationPolicy = 'super_strict';

/** Reads a stored policy in either spelling (`moderate`, `MODERATE`, `super-strict`); null when unknown. */
export function parsePolicy(value: string | null | undefined): CancellationPolicy | null {
  const normal = value?.trim().toLowerCase().replaceAll('-', '_');
  return (CANCELLATION_POLICIES as readonly string[]).includes(normal ?? '') ? (normal as CancellationPolicy) : null;
}

/**
 * A quote's policy is the strictest of its stays': the traveller can never cancel on
 * better terms than the strictest supplier gives us. A stay without a policy we know, or a
 * quote without stays, gets the strictest level (spec 3 §9: "when no policy is found").
 */
export function quotePolicy(stayPolicies: readonly (string | null | undefined)[]): CancellationPolicy {
  if (stayPolicies.length === 0) return STRICTEST;
  let worst = 0;
  for (const value of stayPolicies) {
    const policy = parsePolicy(value);
    if (!policy) return STRICTEST;
    worst = Math.max(worst, CANCELLATION_POLICIES.indexOf(policy));
  }
  return CANCELLATION_POLICIES[worst] ?? STRICTEST;
}

export const isStrictPolicy = (value: string | null | undefined) => {
  const policy = parsePolicy(value);
  return policy === null || CANCELLATION_POLICIES.indexOf(policy) >= CANCELLATION_POLICIES.indexOf('strict');
};
