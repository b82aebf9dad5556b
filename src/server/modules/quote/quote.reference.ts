import { randomBytes } from 'node:crypto';

/** Crockford's base32: digits and letters without I, L, O and U, so nothing reads as something else. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** 10 bytes = 80 bits = exactly 16 base32 characters. */
const REFERENCE_BYTES = 10;

/**
 * A quote reference (docs/decisions/012): 80 bits from the operating system's CSPRNG in
 * four groups of four Crockford base32 characters, e.g. `7KQ2-M9XD-TR4C-W8HN`. Unguessable,
 * readable over the phone, URL-safe. `random` is replaceable only so a test can pin it.
 */
export function generateReference(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(REFERENCE_BYTES);
  if (bytes.length !== REFERENCE_BYTES) throw new Error('a reference needs 10 random bytes');
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 15; i >= 0; i -= 1) text += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return text.match(/.{4}/g)?.join('-') ?? text;
}

export const isReference = (value: string) => REFERENCE_PATTERN.test(value);
