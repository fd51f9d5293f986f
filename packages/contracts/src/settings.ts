import { z } from 'zod';
import { emailSchema, phoneSchema } from './fields';

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
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour form HH:MM.');

export const openingHoursSchema = z
  .array(z.object({ days: z.array(z.enum(dayCodes)).min(1), opens: timeOfDay, closes: timeOfDay }))
  .max(14);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const postalAddressSchema = z.object({
  street: z.string().trim().max(200),
  city: z.string().trim().max(100),
  province: z.string().trim().max(100),
  postal_code: z.string().trim().max(20),
  country: z.string().trim().max(2),
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

/** GET/PUT /api/admin/settings (Admin only). Every field is optional on update. */
export const adminSettingsSchema = z.object({
  site_name: z.string().trim().min(1, 'The site name is required.').max(120),
  contact_email: emailSchema,
  contact_phone: phoneSchema.min(1, 'The contact phone is required.'),
  address: postalAddressSchema,
  logo_url: z.string().trim().max(500).nullable(),
  logo_admin_light: z.string().trim().max(500).nullable(),
  logo_admin_dark: z.string().trim().max(500).nullable(),
  opening_hours: openingHoursSchema,
  pickup_hours: openingHoursSchema,
  time_zone: z.string().trim().min(1).max(64),
  currency: z.string().trim().length(3),
  area_served: z.array(z.string().trim().min(1).max(100)).max(20),
  maintenance_mode: z.boolean(),
  maintenance_message: z.string().trim().max(500),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsUpdateSchema = adminSettingsSchema.partial();
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;

export const maintenanceStatusSchema = z.object({ maintenance: z.boolean() });
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;
