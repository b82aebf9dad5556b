import { type GraphQLClient, gql, userMessages } from '~/lib/graphql';
import type { WizardEnquiryInput } from '~/lib/schemas/enquiry';
import { fieldOfPath } from './wizard.steps';

/** The answer of makeWizardEnquiry (docs/decisions/012). */
export interface EnquiryResult {
  ok: boolean;
  status: string;
  reference: string | null;
  quoteId: number | null;
  quotePath: string | null;
  message: string | null;
}

type Variables = {
  enquiry: WizardEnquiryInput;
  /** A trip to start from (decision 012). */
  id: string | null;
  referralCode: string | null;
};

export const MAKE_WIZARD_ENQUIRY = gql<{ makeWizardEnquiry: EnquiryResult }, Variables>(
  `mutation makeWizardEnquiry($enquiry: WizardEnquiryInput!, $id: String, $referralCode: String) {
  makeWizardEnquiry(enquiry: $enquiry, id: $id, referralCode: $referralCode) {
    ok status reference quoteId quotePath message
  }
}`,
);

/** Building a quote is the slowest call the site makes; give it more than the default 15 s. */
export const SUBMIT_TIMEOUT_MS = 45_000;

export type Outcome =
  | { kind: 'quote'; path: string }
  | { kind: 'manual'; message: string; reference: string | null }
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Refused for a reason no form field shows: the server's message, in the visitor's language. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** Only a path on this site: an answer can never send the visitor elsewhere. */
export function safeQuotePath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

export function readResult(result: EnquiryResult | null | undefined): Outcome {
  if (!result?.ok) return { kind: 'failed' };
  if (result.status === 'MANUAL') {
    return result.message
      ? { kind: 'manual', message: result.message, reference: result.reference }
      : { kind: 'failed' };
  }
  const path = safeQuotePath(result.quotePath);
  return path ? { kind: 'quote', path } : { kind: 'failed' };
}

/**
 * A BAD_USER_INPUT answer names the fields (server/graphql/errors.ts: `extensions.fields`,
 * each with a path into the input and a message in the visitor's language): the answers'
 * fields go back to the step that asks for them; a refusal of anything else (the trip, the
 * referral code) is shown in the server's words (docs/decisions/020). Anything the server
 * did not explain is a failure worth a retry.
 */
export function readError(error: unknown): Outcome {
  const fields: Record<string, string> = {};
  let other: string | null = null;
  for (const { field: path, message } of userMessages(error)) {
    const parts = path?.split('.') ?? [];
    const field = parts[0] === 'enquiry' ? fieldOfPath(parts) : null;
    if (field && field !== 'submissionId') fields[field] ??= message;
    else if (field !== 'submissionId') other ??= message;
  }
  if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  return other ? { kind: 'refused', message: other } : { kind: 'failed' };
}

export async function sendEnquiry(api: GraphQLClient, variables: Variables, signal?: AbortSignal): Promise<Outcome> {
  try {
    const data = await api.mutation(MAKE_WIZARD_ENQUIRY, variables, {
      timeoutMs: SUBMIT_TIMEOUT_MS,
      ...(signal && { signal }),
    });
    return readResult(data.makeWizardEnquiry);
  } catch (error) {
    const outcome = readError(error);
    if (outcome.kind === 'failed') console.warn('[wizard] enquiry not sent', error);
    return outcome;
  }
}
