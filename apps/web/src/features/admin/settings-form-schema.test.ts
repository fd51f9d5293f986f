import type { AdminSettings } from '@auction/contracts';
import { feeSettingsDefaults } from '@auction/domain';
import { describe, expect, it } from 'vitest';
import { buildAccountingAccounts } from '../../../test/accounting-accounts';
import { settingsFormSchema, toFormValues, toUpdateBody } from './settings-form-schema';

const settings: AdminSettings = {
  site_name: 'Harbourside Auctions',
  contact_email: 'info@example.ca',
  contact_phone: '902-555-0142',
  address: {
    street: '1 Main St',
    city: 'Dartmouth',
    province: 'NS',
    postal_code: 'B2Y 1A1',
    country: 'CA',
  },
  logo_url: null,
  logo_admin_light: 'https://cdn.example.ca/logo.svg',
  logo_admin_dark: null,
  opening_hours: [{ days: ['Mo', 'Fr'], opens: '10:00', closes: '17:00' }],
  pickup_hours: [],
  time_zone: 'America/Halifax',
  currency: 'CAD',
  area_served: ['Nova Scotia', 'New Brunswick'],
  maintenance_mode: true,
  maintenance_message: 'Back at noon.',
  saleroom_addresses: ['203.0.113.7', '198.51.100.0/24'],
  gst_hst_number: '812345678 RT0001',
  invoice_payment_terms_days: 7,
  card_on_file_charge_after_hours: 0,
  invoice_fees: feeSettingsDefaults,
  invoice_automatically_on_close: false,
  pickup_slot_minutes: 30,
  pickup_slot_capacity: 6,
  etransfer_email: 'payments@example.ca',
  payment_instructions: 'Pay by e-Transfer.',
  backup_schedule_enabled: true,
  backup_schedule_time: '02:00',
  backup_keep_last: 7,
  accounting_accounts: buildAccountingAccounts(),
  auction_defaults: {
    buyer_premium: { kind: 'flat', rate_bp: 1500 },
    increment_profile_id: null,
    soft_close_window_seconds: 120,
    soft_close_extension_seconds: 120,
    stagger_seconds: 30,
  },
};

describe('settings form mapping', () => {
  it('round-trips the settings, leaving out the logos and the defaults for new auctions', () => {
    const values = settingsFormSchema.parse(toFormValues(settings));
    const {
      logo_url,
      logo_admin_light,
      logo_admin_dark,
      auction_defaults,
      // The journal export's accounts have their own form.
      accounting_accounts,
      // The backups page saves the schedule; the big form must never put an old one back either.
      backup_schedule_enabled,
      backup_schedule_time,
      backup_keep_last,
      ...rest
    } = settings;
    // An upload or Remove saves a logo at once; saving the big form must never put an old one back.
    expect(toUpdateBody(values)).toEqual(rest);
  });
  it('splits the areas served on commas and drops blanks', () => {
    const values = settingsFormSchema.parse({
      ...toFormValues(settings),
      area_served_text: ' Nova Scotia ,, PEI ',
    });
    expect(toUpdateBody(values).area_served).toEqual(['Nova Scotia', 'PEI']);
  });
  it('sends each area once, however often it was typed', () => {
    const values = settingsFormSchema.parse({
      ...toFormValues(settings),
      area_served_text: 'Nova Scotia, PEI, nova scotia, PEI',
    });
    expect(toUpdateBody(values).area_served).toEqual(['Nova Scotia', 'PEI']);
  });
  it('takes the saleroom addresses one a line or by commas, and names a bad one', () => {
    const values = settingsFormSchema.parse({
      ...toFormValues(settings),
      saleroom_addresses_text: ' 203.0.113.7\n\n198.51.100.0/24, 2001:db8::/32 ',
    });
    expect(toUpdateBody(values).saleroom_addresses).toEqual([
      '203.0.113.7',
      '198.51.100.0/24',
      '2001:db8::/32',
    ]);
    const bad = settingsFormSchema.safeParse({
      ...toFormValues(settings),
      saleroom_addresses_text: '203.0.113.7\n203.0.113.300',
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'saleroom_addresses_text',
        '"203.0.113.300" is not an address or a range, such as 203.0.113.7 or 203.0.113.0/24.',
      ],
    ]);
  });
});
