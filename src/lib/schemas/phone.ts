/**
 * The phone rule without zod: the enquiry schemas (zod/mini, loaded in the browser) and the
 * contact schema both use it, and importing it must not bring classic zod into a page.
 */

/** The example the phone message shows (spec 2 §5: "…e.g. {phone}"). */
export const PHONE_EXAMPLE = '+34600504050';

/**
 * A phone number as people type it: an optional leading +, digits and the usual
 * separators (spaces, dashes, dots, brackets, slash), 7–15 digits in all (E.164's maximum).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
