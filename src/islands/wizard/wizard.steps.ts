import { type Answers, hasDateAnswer } from './wizard.answers';

/**
 * The wizard's screens and the way between them (spec 3 §2): Dates (with its sub-steps),
 * date choice, details, personal details, generating. Pure, so the order, the skips and
 * the address of every screen are tested without a browser.
 */

export const STEPS = ['dates', 'choice', 'details', 'personal', 'generating'] as const;
export type StepId = (typeof STEPS)[number];

/** Sub-steps of Dates: exact dates, or "not sure" → month → duration; both end with the flight question. */
export const DATE_SUBS = ['exact', 'unsure', 'duration', 'flight'] as const;
export type DateSub = (typeof DATE_SUBS)[number];

export type Screen = { step: 'dates'; sub: DateSub } | { step: Exclude<StepId, 'dates'> };

/** What the router needs besides the answers: which steps were skipped, and whether the personal step passed. */
export interface Flow {
  answers: Answers;
  skipped: readonly StepId[];
  /** Set when the personal details passed validation; the generating screen needs it. */
  ready: boolean;
}

export const SKIPPABLE: readonly StepId[] = ['dates', 'choice', 'details'];

export function sameScreen(a: Screen, b: Screen): boolean {
  return a.step === b.step && (a.step !== 'dates' || b.step !== 'dates' || a.sub === b.sub);
}

/** The dates sub-step to open when only "dates" is asked for: the path already taken, else "not sure" (spec 3 §2). */
export function datesEntry(answers: Answers): Screen {
  return { step: 'dates', sub: answers.dateMode === 'exact' ? 'exact' : 'unsure' };
}

/** The date-choice step only makes sense when the dates step gave dates or a month. */
export function choiceApplies(flow: Flow): boolean {
  return !flow.skipped.includes('dates') && hasDateAnswer(flow.answers);
}

/** Reads ?step=…&sub=… ; unknown values fall back to the start (Dates, "not sure"). */
export function screenFromParams(params: URLSearchParams, answers: Answers): Screen {
  const step = params.get('step');
  const sub = params.get('sub');
  if (step === 'dates' || !STEPS.includes(step as StepId)) {
    return DATE_SUBS.includes(sub as DateSub) ? { step: 'dates', sub: sub as DateSub } : datesEntry(answers);
  }
  return { step: step as Exclude<StepId, 'dates'> };
}

/** The query string of a screen; other parameters (campaign, trip) are kept. */
export function screenSearch(screen: Screen, current: URLSearchParams): string {
  const params = new URLSearchParams(current);
  params.set('step', screen.step);
  if (screen.step === 'dates') params.set('sub', screen.sub);
  else params.delete('sub');
  return `?${params.toString()}`;
}

/**
 * Where an address may actually take the visitor: the generating screen only after the
 * personal details passed, and the date choice only when there is something to choose.
 */
export function reachableScreen(screen: Screen, flow: Flow): Screen {
  if (screen.step === 'generating' && !flow.ready) return { step: 'personal' };
  if (screen.step === 'choice' && !choiceApplies(flow)) return datesEntry(flow.answers);
  return screen;
}

/** After "Next" on a screen whose answers are valid. */
export function nextScreen(screen: Screen, flow: Flow): Screen {
  switch (screen.step) {
    case 'dates':
      if (screen.sub === 'exact' || screen.sub === 'duration') return { step: 'dates', sub: 'flight' };
      if (screen.sub === 'unsure') return { step: 'dates', sub: 'duration' };
      return choiceApplies(flow) ? { step: 'choice' } : { step: 'details' };
    case 'choice':
      return { step: 'details' };
    case 'details':
      return { step: 'personal' };
    default:
      return { step: 'generating' };
  }
}

/** After "Skip": the rest of the step is left out and the next step opens. */
export function skipTarget(step: StepId): Screen | null {
  if (step === 'dates' || step === 'choice') return { step: 'details' };
  if (step === 'details') return { step: 'personal' };
  return null;
}

/** The list of skipped steps after a skip (dates skipped also leaves the date choice out) or a "Next". */
export function markSkipped(skipped: readonly StepId[], step: StepId, skip: boolean): StepId[] {
  const rest = skipped.filter((s) => s !== step);
  return skip ? [...rest, step] : rest;
}

/** The screen before this one, for the wizard's own back button when there is no history to go back to. */
export function previousScreen(screen: Screen, flow: Flow): Screen | null {
  switch (screen.step) {
    case 'dates':
      if (screen.sub === 'duration') return { step: 'dates', sub: 'unsure' };
      if (screen.sub === 'flight')
        return flow.answers.dateMode === 'exact' ? { step: 'dates', sub: 'exact' } : { step: 'dates', sub: 'duration' };
      return null;
    case 'choice':
      return { step: 'dates', sub: 'flight' };
    case 'details':
      return choiceApplies(flow) ? { step: 'choice' } : datesEntry(flow.answers);
    case 'personal':
      return { step: 'details' };
    default:
      return { step: 'personal' };
  }
}

/** 1-based position of a screen's step among the five, for "Step 2 of 5". */
export function stepNumber(screen: Screen): number {
  return STEPS.indexOf(screen.step) + 1;
}

const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'promoCode', 'preferredCommunication', 'comments'];

/**
 * The form field an error path points at: `dates.startDate` → `startDate`,
 * `children.1.dateOfBirth` → `children.1`; a leading `enquiry.` (the mutation's argument) is dropped.
 */
export function fieldOfPath(path: readonly (string | number)[]): string {
  const parts = path[0] === 'enquiry' ? path.slice(1) : path;
  if (parts[0] === 'dates' && parts.length > 1) return String(parts[1]);
  if (parts[0] === 'children' && parts.length > 1) return `children.${parts[1]}`;
  return String(parts[0] ?? '');
}

/** Which step asks for a field, so an error found later (or by the server) opens the right screen. */
export function screenOfField(field: string, answers: Answers): Screen {
  if (PERSONAL_FIELDS.includes(field)) return { step: 'personal' };
  if (field === 'startDay') return { step: 'choice' };
  if (['startDate', 'endDate', 'exact'].includes(field)) return { step: 'dates', sub: 'exact' };
  if (['month', 'year'].includes(field)) return { step: 'dates', sub: 'unsure' };
  if (field === 'duration') return { step: 'dates', sub: 'duration' };
  if (field === 'flightBooked') return { step: 'dates', sub: 'flight' };
  if (field === 'dates') return datesEntry(answers);
  return { step: 'details' };
}
