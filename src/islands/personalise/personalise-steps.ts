/**
 * The personalise flow's steps (spec 3 §2, §4): Date, Hotels, Activities, Car Rental, Your
 * Details, then success; without activities and cars (flag off) Date, Hotels, Details.
 */
export type StepId = 'date' | 'hotels' | 'activities' | 'car' | 'details' | 'success';
export type FormStep = Exclude<StepId, 'success'>;

export const LONG_FLOW: readonly FormStep[] = ['date', 'hotels', 'activities', 'car', 'details'];
export const SHORT_FLOW: readonly FormStep[] = ['date', 'hotels', 'details'];

export const stepsFor = (carsAndActivities: boolean): readonly FormStep[] =>
  carsAndActivities ? LONG_FLOW : SHORT_FLOW;

const STEP_IDS: readonly StepId[] = [...LONG_FLOW, 'success'];
export const isStepId = (value: unknown): value is StepId => STEP_IDS.includes(value as StepId);

/** The step after `current`; after the last form step comes success (by submitting, not by "next"). */
export function nextStep(steps: readonly FormStep[], current: StepId): StepId | null {
  if (current === 'success') return null;
  const index = steps.indexOf(current);
  return index < 0 ? (steps[0] ?? null) : (steps[index + 1] ?? 'success');
}

export function previousStep(steps: readonly FormStep[], current: StepId): FormStep | null {
  if (current === 'success') return null;
  const index = steps.indexOf(current);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/**
 * Where a visitor asking for `target` (a reload, a link, the back button) may go: the target
 * when every step before it is complete, else the first incomplete step. A step the flow does
 * not have (activities in the short flow) goes to the next one it has.
 */
export function reachableStep(
  steps: readonly FormStep[],
  target: StepId,
  isComplete: (step: FormStep) => boolean,
  hasResult: boolean,
): StepId {
  if (target === 'success') return hasResult ? 'success' : reachableStep(steps, 'details', isComplete, false);
  const wanted = steps.includes(target)
    ? target
    : (LONG_FLOW.slice(LONG_FLOW.indexOf(target)).find((step) => steps.includes(step)) ?? steps[0]);
  for (const step of steps) {
    if (step === wanted) return step;
    if (!isComplete(step)) return step;
  }
  return steps[0] ?? 'date';
}
