import { type AdminSettings, type AdminSettingsUpdate, adminSettingsSchema } from '@auction/contracts';
import { z } from 'zod';
import { provinceCode } from '../site/provinces';

const optionalUrl = z.string().trim().max(500);

/** The settings as the form edits them: logos as text, areas served as one comma-separated line. */
export const settingsFormSchema = adminSettingsSchema
  .omit({ area_served: true, logo_url: true, logo_admin_light: true, logo_admin_dark: true })
  .extend({
    logo_url: optionalUrl,
    logo_admin_light: optionalUrl,
    logo_admin_dark: optionalUrl,
    area_served_text: z.string().max(2000),
  });
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

export function toFormValues(settings: AdminSettings): SettingsFormInput {
  const { area_served, logo_url, logo_admin_light, logo_admin_dark, ...rest } = settings;
  return {
    ...rest,
    address: { ...rest.address, province: provinceCode(rest.address.province) },
    logo_url: logo_url ?? '',
    logo_admin_light: logo_admin_light ?? '',
    logo_admin_dark: logo_admin_dark ?? '',
    area_served_text: area_served.join(', '),
  };
}

export function toUpdateBody(values: SettingsFormValues): AdminSettingsUpdate {
  const { area_served_text, logo_url, logo_admin_light, logo_admin_dark, ...rest } = values;
  return {
    ...rest,
    logo_url: logo_url || null,
    logo_admin_light: logo_admin_light || null,
    logo_admin_dark: logo_admin_dark || null,
    // Each area once (the server refuses a repeat), whatever its capitals.
    area_served: area_served_text
      .split(',')
      .map((area) => area.trim())
      .filter(
        (area, index, all) =>
          area && all.findIndex((other) => other.toLowerCase() === area.toLowerCase()) === index,
      ),
  };
}
