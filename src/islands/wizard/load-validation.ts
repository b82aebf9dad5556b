// The wizard's first screen needs neither the schemas nor the code that sends: both load
// later (the schemas once the first screen is up, the sender when the visitor sends), which
// keeps the page's first JavaScript small on slow connections.
let validation: Promise<typeof import('./wizard.validation')> | null = null;

/** The validation module, loaded once; a failed load (offline) is tried again on the next call. */
export function loadValidation() {
  validation ??= import('./wizard.validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

/** What sending needs: the GraphQL client, the input builder and the mutation. */
export async function loadSending() {
  const [{ api }, input, submit] = await Promise.all([
    import('~/stores/api'),
    import('./wizard.input'),
    import('./wizard.submit'),
  ]);
  return {
    api,
    buildEnquiryInput: input.buildEnquiryInput,
    submissionKey: input.submissionKey,
    sendEnquiry: submit.sendEnquiry,
  };
}
