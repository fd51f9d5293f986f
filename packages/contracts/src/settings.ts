import { z } from 'zod';
import { buyerPremiumSchema } from './auctions';
import { backupScheduleSchema } from './backups';
import { accountingAccountsSchema } from './books';
import { emailSchema, onOneLine, phoneSchema, timeZoneSchema } from './fields';
import { invoiceFeeSettingsSchema } from './settings-fees';

/** GET /api/settings: exactly the spec's public fields (section 3 and 7). */
export const publicSettingsSchema = z.object({
  site_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  company_address: z.string(),
  logo_url: z.string().nullable(),
  logo_admin_light: z.string().nullable(),
  logo_admin_dark: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string().regex(hhmm, 'Use the 24-hour form HH:MM.');

/** One line of hours: each day once, and the door closes after it opens (same day). */
const hoursLineSchema = z
  .object({
    days: z
      .array(z.enum(dayCodes))
      .min(1)
      .refine((days) => new Set(days).size === days.length, 'List each day once.'),
    opens: timeOfDay,
    closes: timeOfDay,
  })
  .superRefine((line, ctx) => {
    if (hhmm.test(line.opens) && hhmm.test(line.closes) && line.closes <= line.opens) {
      ctx.addIssue({
        code: 'custom',
        path: ['closes'],
        message: 'The closing time must be after the opening time.',
      });
    }
  });

export const openingHoursSchema = z.array(hoursLineSchema).max(14);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const canadianPostalCode = /^[A-Z]\d[A-Z] \d[A-Z]\d$/;

/** A postal address; a Canadian one has a real postal code shape, written `B3B 1H2`. */
export const postalAddressSchema = z
  .object({
    street: z.string().trim().check(onOneLine).max(200),
    city: z.string().trim().check(onOneLine).max(100),
    province: z.string().trim().check(onOneLine).max(100),
    postal_code: z
      .string()
      .trim()
      .check(onOneLine)
      .toUpperCase()
      .max(20)
      .overwrite((code) => code.replace(/^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)$/, '$1 $2')),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Use the two-letter country code, such as CA.'),
  })
  .superRefine((address, ctx) => {
    if (
      address.country === 'CA' &&
      address.postal_code !== '' &&
      !canadianPostalCode.test(address.postal_code)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: 'Enter a Canadian postal code, such as B3B 1H2.',
      });
    }
  });
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** GET /api/company: the business details the home page, contact page and JSON-LD show. */
export const companyProfileSchema = z.object({
  site_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  address: postalAddressSchema,
  opening_hours: openingHoursSchema,
  pickup_hours: openingHoursSchema,
  time_zone: z.string(),
  currency: z.string(),
  area_served: z.array(z.string()),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

const httpsAddress = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** A logo: a web address on https, or a path on this site (`/media/...`); null for none. */
const logoAddressSchema = z
  .string()
  .trim()
  .check(onOneLine)
  .max(500)
  .refine(
    (address) => /^\/(?!\/)\S*$/.test(address) || httpsAddress.safeParse(address).success,
    'Enter a web address starting with https:// or a path on this site starting with /.',
  )
  .nullable();

const maxDefaultPremiumBp = 5_000;

/** The house's usual buyer's premium: as an auction stores it, and never above 50 %. */
const defaultPremiumSchema = buyerPremiumSchema.refine(
  (premium) =>
    premium.kind === 'flat'
      ? premium.rate_bp <= maxDefaultPremiumBp
      : premium.tiers.every((tier) => tier.rate_bp <= maxDefaultPremiumBp),
  "The buyer's premium is at most 50%.",
);

const defaultSeconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds.` })
    .int(`${label} must be a whole number of seconds.`)
    .min(0, `${label} may not be negative.`)
    .max(3_600, `${label} is at most an hour (3600 seconds).`);

/** What a new auction starts from (the create form and a create that leaves them out). */
export const auctionDefaultsSchema = z.object({
  buyer_premium: defaultPremiumSchema,
  /** Null: the house's default increment profile. */
  increment_profile_id: z.uuid({ error: 'Choose an increment profile.' }).nullable(),
  soft_close_window_seconds: defaultSeconds('The soft close window'),
  soft_close_extension_seconds: defaultSeconds('The soft close extension'),
  stagger_seconds: defaultSeconds('The stagger interval'),
});
export type AuctionDefaults = z.infer<typeof auctionDefaultsSchema>;

const addressOrRange = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * The house's own addresses (the saleroom's Wi-Fi, the office): addresses or CIDR ranges whose
 * signed-out sockets are not held to the per-address limit. A bad entry is named in the message.
 */
export const saleroomAddressesSchema = z
  .array(z.string().trim().max(50, 'An address or range is at most 50 characters.'))
  .max(100, 'List at most 100 addresses or ranges.')
  .superRefine((entries, ctx) => {
    for (const entry of entries) {
      if (!addressOrRange.safeParse(entry).success) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an address or a range, such as 203.0.113.7 or 203.0.113.0/24.`,
        });
      }
    }
  });

/** GET/PUT /api/admin/settings (Admin only). Every field is optional on update. */
export const adminSettingsSchema = z.object({
  site_name: z.string().trim().check(onOneLine).min(1, 'The site name is required.').max(120),
  contact_email: emailSchema,
  contact_phone: phoneSchema
    .min(1, 'The contact phone is required.')
    .refine(
      (phone) => phone === '' || /^\D*(\d\D*){7,15}$/.test(phone),
      'Enter a phone number with 7 to 15 digits.',
    ),
  address: postalAddressSchema,
  logo_url: logoAddressSchema,
  logo_admin_light: logoAddressSchema,
  logo_admin_dark: logoAddressSchema,
  opening_hours: openingHoursSchema,
  pickup_hours: openingHoursSchema,
  time_zone: timeZoneSchema,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (code) => Intl.supportedValuesOf('currency').includes(code),
      'Use a three-letter currency code, such as CAD.',
    ),
  area_served: z
    .array(z.string().trim().check(onOneLine).min(1).max(100))
    .max(20)
    .refine(
      (areas) => new Set(areas.map((area) => area.toLowerCase())).size === areas.length,
      'List each area once.',
    ),
  maintenance_mode: z.boolean(),
  maintenance_message: z.string().trim().max(500),
  /** Addresses or CIDR ranges of the saleroom and office, exempt from the guest socket limit (decision 0091). */
  saleroom_addresses: saleroomAddressesSchema,
  /** The house's GST/HST registration number, printed on every invoice. */
  gst_hst_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{9} ?RT ?\d{4}$/, 'Use the GST/HST number as the CRA writes it, such as 812345678 RT0001.'),
  /** Days from issue to the due date. */
  invoice_payment_terms_days: z
    .number({ error: 'The payment terms must be a number of days.' })
    .int('The payment terms must be a whole number of days.')
    .min(0, 'The payment terms cannot be negative.')
    .max(90, 'The payment terms are at most 90 days.'),
  /** Hours after issue an invoice of a card-on-file sale is charged to the buyer's saved card; 0 is off. */
  card_on_file_charge_after_hours: z
    .number({ error: 'The hours must be a number.' })
    .int('The hours must be a whole number.')
    .min(0, 'The hours cannot be negative (0 is off).')
    .max(720, 'At most 720 hours (30 days).'),
  /** Draft invoices are generated as soon as an auction closes. */
  invoice_automatically_on_close: z.boolean(),
  /** Length of a pickup slot, in minutes. */
  pickup_slot_minutes: z
    .number({ error: 'The slot length must be a number of minutes.' })
    .int('The slot length must be a whole number of minutes.')
    .min(5, 'A pickup slot is at least 5 minutes.')
    .max(240, 'A pickup slot is at most 240 minutes.'),
  /** How many buyers may book the same pickup slot. */
  pickup_slot_capacity: z
    .number({ error: 'The capacity must be a number.' })
    .int('The capacity must be a whole number.')
    .min(1, 'At least one buyer per slot.')
    .max(100, 'At most 100 buyers per slot.'),
  /** Where buyers send an Interac e-Transfer; empty when the house takes none (the papers then offer none). */
  etransfer_email: emailSchema.or(z.literal('')),
  /** How to pay when card payment online is not configured. */
  payment_instructions: z.string().trim().max(2000, 'The payment instructions are at most 2,000 characters.'),
  /** The backup schedule (shown on the backups page, not the general settings page). */
  ...backupScheduleSchema.shape,
  /** What the create-auction form starts from; the increment profile must exist. */
  auction_defaults: auctionDefaultsSchema,
  /** Late and storage fees on issued invoices. */
  invoice_fees: invoiceFeeSettingsSchema,
  /** The accounts the bookkeeper's journal export posts to (decision 0067). */
  accounting_accounts: accountingAccountsSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsUpdateSchema = adminSettingsSchema.partial();
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;

/** The three logos an Admin may upload: `POST /api/admin/settings/logos/:logo`. */
export const logoSettingKeys = ['logo_url', 'logo_admin_light', 'logo_admin_dark'] as const;
export const logoParamsSchema = z.object({
  logo: z.enum(logoSettingKeys, { error: 'Choose the site logo or an admin logo.' }),
});

export const maintenanceStatusSchema = z.object({ maintenance: z.boolean() });
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;
