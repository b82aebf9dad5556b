import { type Currency, isCurrency } from '~/lib/currency';
import { DURATIONS, ENQUIRY_LIMITS, TRAVELLING_TYPES } from '~/lib/schemas/enquiry-values';
import { type Answers, emptyAnswers } from './wizard.answers';
import { STEPS, type StepId } from './wizard.steps';

/**
 * A wizard run kept in sessionStorage: a reload (or a visit to another page in the same
 * tab) keeps the answers, closing the tab forgets them — the answers hold a name, an
 * e-mail address and a phone number, which should not outlive the visit on a shared computer.
 */
export interface Progress {
  answers: Answers;
  skipped: StepId[];
  ready: boolean;
  /** Made once per run; a retry sends it again so the server makes one lead (decision 012). */
  submissionId: string;
  /** The content last sent with `submissionId` (see submissionKey); null before the first send. */
  sentKey: string | null;
  /** A trip to start from (?trip= from a trip page's call to plan). */
  tripId: string | null;
}

export const STORAGE_KEY = 'wizard:progress:v1';

/** A random UUID; getRandomValues where randomUUID is missing (it needs a secure context). */
export function newSubmissionId(source: Crypto = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newProgress(currency: Currency, tripId: string | null = null): Progress {
  return {
    answers: emptyAnswers(currency),
    skipped: [],
    ready: false,
    submissionId: newSubmissionId(),
    sentKey: null,
    tripId,
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** Keeps only well-typed stored answers: storage is the visitor's to change, and old versions may linger. */
export function readAnswers(raw: unknown, currency: Currency): Answers {
  const answers = emptyAnswers(currency);
  if (typeof raw !== 'object' || raw === null) return answers;
  const stored = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...answers };
  for (const key of Object.keys(answers) as (keyof Answers)[]) {
    const value = stored[key];
    const fallback = answers[key];
    if (value === undefined) continue;
    if (typeof fallback === 'string' && isString(value)) out[key] = value;
    else if (typeof fallback === 'boolean' && typeof value === 'boolean') out[key] = value;
    else if (Array.isArray(fallback) && isStringList(value)) out[key] = value;
  }
  if (oneOf(['exact', 'unsure'], stored['dateMode'])) out['dateMode'] = stored['dateMode'];
  if (isString(stored['month']) && /^\d{4}-\d{2}$/.test(stored['month'])) out['month'] = stored['month'];
  if (oneOf(DURATIONS, stored['duration'])) out['duration'] = stored['duration'];
  if (typeof stored['flightBooked'] === 'boolean') out['flightBooked'] = stored['flightBooked'];
  if (isString(stored['startDay'])) out['startDay'] = stored['startDay'];
  if (oneOf(TRAVELLING_TYPES, stored['travellingType'])) out['travellingType'] = stored['travellingType'];
  const adults = stored['adults'];
  if (typeof adults === 'number' && Number.isInteger(adults) && adults >= 1 && adults <= ENQUIRY_LIMITS.adults) {
    out['adults'] = adults;
  }
  if ((out['children'] as string[]).length > ENQUIRY_LIMITS.children) out['children'] = [];
  if (!isCurrency(out['budgetCurrency'])) out['budgetCurrency'] = currency;
  if (!oneOf(['EMAIL', 'PHONE'], out['preferredCommunication'])) out['preferredCommunication'] = 'EMAIL';
  return out as unknown as Answers;
}

export function parseProgress(text: string | null, currency: Currency): Progress | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const stored = raw as Record<string, unknown>;
  const submissionId = stored['submissionId'];
  if (!isString(submissionId) || !/^[A-Za-z0-9_-]{8,64}$/.test(submissionId)) return null;
  return {
    answers: readAnswers(stored['answers'], currency),
    skipped: isStringList(stored['skipped']) ? stored['skipped'].filter((s): s is StepId => oneOf(STEPS, s)) : [],
    ready: stored['ready'] === true,
    submissionId,
    sentKey: isString(stored['sentKey']) ? stored['sentKey'] : null,
    tripId: isString(stored['tripId']) ? stored['tripId'] : null,
  };
}

/** Storage can be missing or refuse (private modes, quota): the wizard then simply forgets on reload. */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadProgress(currency: Currency): Progress | null {
  try {
    return parseProgress(storage()?.getItem(STORAGE_KEY) ?? null, currency);
  } catch {
    return null;
  }
}

export function saveProgress(progress: Progress): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Full or blocked: keep going without persistence.
  }
}

export function clearProgress(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
