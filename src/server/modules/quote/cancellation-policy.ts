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

/** One band of a policy: it applies from `atLeast` units before the start of the trip until the next band begins. */
export interface CancellationBand {
  atLeast: number;
  /** Share of the trip price the traveller pays on withdrawal; with `upTo`, the most the quote may state per service. */
  feePercent: number;
  upTo?: true;
}

/**
 * What a withdrawal before the start of the trip costs, per policy (spec 3 §9, decision 025), earliest band
 * first. Counted in whole days (or hours) between the day the withdrawal reaches us and the start of the
 * trip; the last band reaches the start. The legal texts state exactly these bands (a test reads them).
 */
export const CANCELLATION_BANDS: Record<
  CancellationPolicy,
  { unit: 'hours' | 'days'; bands: readonly CancellationBand[] }
> = {
  super_flexible: {
    unit: 'hours',
    bands: [
      { atLeast: 48, feePercent: 0 },
      { atLeast: 0, feePercent: 100 },
    ],
  },
  flexible: {
    unit: 'days',
    bands: [
      { atLeast: 32, feePercent: 0 },
      { atLeast: 0, feePercent: 100 },
    ],
  },
  moderate: {
    unit: 'days',
    bands: [
      { atLeast: 62, feePercent: 0 },
      { atLeast: 31, feePercent: 50 },
      { atLeast: 0, feePercent: 100 },
    ],
  },
  strict: {
    unit: 'days',
    bands: [
      { atLeast: 91, feePercent: 50 },
      { atLeast: 0, feePercent: 100 },
    ],
  },
  super_strict: {
    unit: 'days',
    bands: [
      { atLeast: 90, feePercent: 25, upTo: true },
      { atLeast: 0, feePercent: 100, upTo: true },
    ],
  },
};
