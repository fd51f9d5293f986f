import { z } from 'zod';

export const oneLineMessage = 'This text must be on one line, without line breaks or control characters.';

/** Line breaks (CR, LF, NEL, U+2028, U+2029) and every other control character (NUL, tab, escape). */
const offTheLine = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * The check for single-line text (decision 0087): names, titles, codes, references, mail subjects
 * and e-mail addresses. A CRLF in one could start a new mail header or a forged line of a report.
 * Chain it after `.trim()`: `z.string().trim().check(onOneLine).max(120)`; when it fails, the
 * checks after it (length, pattern) are skipped, so the field gets this one message.
 */
export const onOneLine = z.refine<string>((text) => !offTheLine.test(text), {
  message: oneLineMessage,
  abort: true,
});

export const emailSchema = z
  .string({ error: 'The e-mail address is required.' })
  .trim()
  .check(onOneLine)
  .toLowerCase()
  .max(254, 'The e-mail address is too long.')
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));

/** NIST 800-63B: length matters, composition rules do not. */
export const newPasswordSchema = z
  .string({ error: 'The password is required.' })
  .min(8, 'The password must be at least 8 characters.')
  .max(128, 'The password may not be longer than 128 characters.');

export const personNameSchema = z
  .string({ error: 'The name is required.' })
  .trim()
  .check(onOneLine)
  .min(1, 'The name is required.')
  .max(120, 'The name may not be longer than 120 characters.');

export const phoneSchema = z
  .string()
  .trim()
  .check(onOneLine)
  .max(30, 'The phone number may not be longer than 30 characters.')
  .regex(/^[0-9+().\-\s]*$/, 'Enter a valid phone number.');

export const uuidSchema = z.uuid({ error: 'Not a valid id.' });

/** The zone's canonical IANA name (`america/halifax` -> `America/Halifax`), or null when Intl knows no such zone. */
export function canonicalTimeZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A time zone dates can be shown in: one Intl knows, stored by its canonical name. */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine((zone) => canonicalTimeZone(zone) !== null, 'Choose a time zone such as America/Halifax.')
  .overwrite((zone) => canonicalTimeZone(zone) ?? zone);

/** Time as ISO 8601 text in JSON. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
