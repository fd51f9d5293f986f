import {
  type AdminSettings,
  type AdminSettingsUpdate,
  adminSettingsSchema,
  saleroomAddressesSchema,
} from '@auction/contracts';
import { z } from 'zod';
import { provinceCode } from '../../lib/provinces';

/**
 * The settings as the big form edits them: areas served as one comma-separated line, the
 * saleroom's addresses one a line (or separated by commas). The logos
 * (uploaded one by one), the defaults for new auctions and the journal's accounts (their own
 * forms) are not part of it.
 */
export const settingsFormSchema = adminSettingsSchema
  .omit({
    area_served: true,
    saleroom_addresses: true,
    logo_url: true,
    logo_admin_light: true,
    logo_admin_dark: true,
    auction_defaults: true,
    // The accounts of the journal export have their own form.
    accounting_accounts: true,
    // The backup schedule has its own form on the backups page.
    backup_schedule_enabled: true,
    backup_schedule_time: true,
    backup_keep_last: true,
  })
  .extend({
    area_served_text: z.string().max(2000),
    // Checked as the server checks it, so a bad entry is named before the form is sent.
    saleroom_addresses_text: z
      .string()
      .max(6000)
      .superRefine((text, ctx) => {
        const checked = saleroomAddressesSchema.safeParse(addressLines(text));
        for (const issue of checked.error?.issues ?? [])
          ctx.addIssue({ code: 'custom', message: issue.message });
      }),
  });
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

/** The addresses typed in the box: one a line or separated by commas, blanks dropped. */
function addressLines(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A 422's field names as the form has them (the saleroom addresses are one text box). */
export function toFormErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const { saleroom_addresses, ...rest } = errors;
  return saleroom_addresses ? { ...rest, saleroom_addresses_text: saleroom_addresses } : rest;
}

export function toFormValues(settings: AdminSettings): SettingsFormInput {
  const {
    area_served,
    saleroom_addresses,
    logo_url,
    logo_admin_light,
    logo_admin_dark,
    auction_defaults,
    accounting_accounts,
    backup_schedule_enabled,
    backup_schedule_time,
    backup_keep_last,
    ...rest
  } = settings;
  return {
    ...rest,
    address: { ...rest.address, province: provinceCode(rest.address.province) },
    area_served_text: area_served.join(', '),
    saleroom_addresses_text: saleroom_addresses.join('\n'),
  };
}

export function toUpdateBody(values: SettingsFormValues): AdminSettingsUpdate {
  const { area_served_text, saleroom_addresses_text, ...rest } = values;
  return {
    ...rest,
    saleroom_addresses: addressLines(saleroom_addresses_text),
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
