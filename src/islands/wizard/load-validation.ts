// zod is the heaviest part of the wizard: it loads after the first screen is up, not before.
let validation: Promise<typeof import('./wizard.validation')> | null = null;

/** The validation module, loaded once; a failed load (offline) is tried again on the next call. */
export function loadValidation() {
  validation ??= import('./wizard.validation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}
