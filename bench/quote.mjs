// Quote generation: wizard enquiries sent one after another over real HTTP to
// makeWizardEnquiry, each different (destinations, month, party, budget), timing the
// whole answer — validation, trip choice, rooms, prices, and the transaction that
// writes the lead, the quote and its outbox rows. Sequential on purpose: this is the
// latency one visitor waits for, not throughput.
import { GRAPHQL_PATH } from './targets.mjs';

const MUTATION = `mutation makeWizardEnquiry($enquiry: WizardEnquiryInput!) {
  makeWizardEnquiry(enquiry: $enquiry) { ok status reference quoteId }
}`;

const DESTINATIONS = [['botswana'], ['south-africa'], ['namibia'], ['tanzania', 'zanzibar'], ['kenya'], ['zambia'], []];
const THEMES = [['safari'], ['beach'], [], ['big-5', 'family-friendly'], ['gorilla-trekking'], ['self-drive']];
const DURATIONS = ['ONE_WEEK', 'TWO_WEEKS', 'THREE_WEEKS', 'MORE_THAN_THREE_WEEKS'];

/** The i-th enquiry: varied enough that no two build the same quote. */
export function enquiryFor(i, today = new Date()) {
  const month = ((today.getUTCMonth() + 2 + (i % 12)) % 12) + 1;
  const year = today.getUTCFullYear() + (month <= today.getUTCMonth() + 1 ? 1 : 0);
  const children = i % 3 === 0 ? [{ dateOfBirth: '2016-05-04' }] : [];
  return {
    firstName: 'Bench',
    lastName: `Visitor ${i}`,
    email: `bench-${i}@example.com`,
    phone: '+27 21 555 0100',
    dates: { exact: false, month, year, duration: DURATIONS[i % DURATIONS.length], flightBooked: false },
    destinations: DESTINATIONS[i % DESTINATIONS.length],
    themes: THEMES[i % THEMES.length],
    travellingType: children.length ? 'FAMILY' : 'PARTNER',
    adults: 2,
    children,
    budget: i % 2 ? 6000 : null,
    budgetCurrency: i % 2 ? 'EUR' : null,
    submissionId: `bench-${Date.now().toString(36)}-${i}`,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function runQuoteBench(baseUrl, { count }) {
  const timings = [];
  const statuses = {};
  const errors = [];
  for (let i = 0; i < count; i += 1) {
    const body = JSON.stringify({
      query: MUTATION,
      operationName: 'makeWizardEnquiry',
      operationType: 'mutation',
      variables: { enquiry: enquiryFor(i), userPreferences: { langCode: 'en', currency: 'EUR', referrer: null } },
    });
    const started = performance.now();
    try {
      const response = await fetch(new URL(GRAPHQL_PATH, baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-graphql-operation-name': 'makeWizardEnquiry',
          origin: new URL(baseUrl).origin,
        },
        body,
      });
      const json = await response.json();
      const elapsed = performance.now() - started;
      const result = json.data?.makeWizardEnquiry;
      if (!result) {
        errors.push(json.errors?.[0]?.message ?? `HTTP ${response.status}`);
        continue;
      }
      timings.push(elapsed);
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    count,
    succeeded: timings.length,
    statuses,
    p50: percentile(sorted, 50) ?? null,
    p95: percentile(sorted, 95) ?? null,
    max: sorted.at(-1) ?? null,
    errors: errors.slice(0, 5),
    errorCount: errors.length,
  };
}
