import type { AdminSettings } from '@auction/contracts';
import { feeSettingsDefaults } from '@auction/domain';

/** Every setting's value when nobody has set it; also what the first start writes. */
export const settingsDefaults: AdminSettings = {
  site_name: 'Harbourside Auctions',
  contact_email: 'info@harbourside.example',
  contact_phone: '(902) 555-0142',
  address: {
    street: '61 Wright Avenue',
    city: 'Dartmouth',
    province: 'NS',
    postal_code: 'B3B 1H2',
    country: 'CA',
  },
  logo_url: null,
  logo_admin_light: null,
  logo_admin_dark: null,
  opening_hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '10:00', closes: '17:00' }],
  pickup_hours: [{ days: ['Mo', 'Tu', 'Fr'], opens: '10:00', closes: '18:00' }],
  time_zone: 'America/Halifax',
  currency: 'CAD',
  area_served: ['Nova Scotia', 'New Brunswick', 'Prince Edward Island', 'Newfoundland and Labrador'],
  maintenance_mode: false,
  maintenance_message: 'Site is under maintenance. Only administrators can access the site.',
  saleroom_addresses: [],
  gst_hst_number: '812345678 RT0001',
  invoice_payment_terms_days: 7,
  card_on_file_charge_after_hours: 0,
  invoice_automatically_on_close: false,
  pickup_slot_minutes: 30,
  pickup_slot_capacity: 6,
  etransfer_email: 'payments@harbourside.example',
  payment_instructions:
    'Pay by Interac e-Transfer to payments@harbourside.example with your invoice number as the message, or in person at the office by cash, debit, credit card or cheque.',
  auction_defaults: {
    buyer_premium: { kind: 'flat', rate_bp: 1500 },
    increment_profile_id: null,
    soft_close_window_seconds: 120,
    soft_close_extension_seconds: 120,
    stagger_seconds: 30,
  },
  invoice_fees: feeSettingsDefaults,
  accounting_accounts: {
    accounts: {
      receivables: { name: 'Buyer receivables', code: '1100' },
      hammer: { name: 'Hammer due to consignors (clearing)', code: '2150' },
      premium_income: { name: "Buyer's premium income", code: '4000' },
      charges_income: { name: 'Buyer charges income', code: '4100' },
      hst_payable: { name: 'HST payable {province} {rate}%', code: '2200' },
      sales_returns: { name: 'Sales returns and allowances', code: '4900' },
      cash: { name: 'Cash on hand', code: '1000' },
      cheques: { name: 'Cheques to deposit', code: '1010' },
      card_clearing: { name: 'Card terminal clearing', code: '1020' },
      stripe_clearing: { name: 'Stripe clearing', code: '1030' },
      etransfer: { name: 'Interac e-Transfer clearing', code: '1040' },
      deposits_held: { name: 'Bidder deposits held', code: '2300' },
      consignor_payables: { name: 'Consignor payables', code: '2100' },
      commission_income: { name: 'Commission income', code: '4200' },
      fees_income: { name: 'Consignor fees income', code: '4300' },
      consignor_advances: { name: 'Consignor advances', code: '1300' },
      consignor_payouts: { name: 'Consignor trust bank account', code: '1050' },
    },
    xero_tax_rate: 'Tax Exempt',
  },
  backup_schedule_enabled: true,
  backup_schedule_time: '02:00',
  backup_keep_last: 7,
};

export type SettingKey = keyof AdminSettings;
export const settingKeys = Object.keys(settingsDefaults) as SettingKey[];
