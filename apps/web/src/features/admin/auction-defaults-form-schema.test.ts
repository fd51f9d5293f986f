import type { AuctionDefaults } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import {
  auctionDefaultsFormSchema,
  defaultsFieldOf,
  toAuctionDefaults,
  toDefaultsFormValues,
} from './auction-defaults-form-schema';

const tiered: AuctionDefaults = {
  buyer_premium: {
    kind: 'tiered',
    tiers: [
      { from_cents: 0, rate_bp: 2_000 },
      { from_cents: 500_050, rate_bp: 1_250 },
    ],
  },
  increment_profile_id: '6f1d2c1e-8a4b-4c55-9a0d-3e2f1b0c9d8e',
  soft_close_window_seconds: 300,
  soft_close_extension_seconds: 180,
  stagger_seconds: 60,
};

describe('defaults for new auctions, as the settings page edits them', () => {
  it('round-trips tiers and a flat rate, the house increments as an empty choice', () => {
    expect(toAuctionDefaults(auctionDefaultsFormSchema.parse(toDefaultsFormValues(tiered)))).toEqual(tiered);
    const flat: AuctionDefaults = {
      ...tiered,
      buyer_premium: { kind: 'flat', rate_bp: 1_750 },
      increment_profile_id: null,
    };
    const form = toDefaultsFormValues(flat);
    expect(form).toMatchObject({ premium_rate: '17.5', increment_profile_id: '' });
    expect(toAuctionDefaults(auctionDefaultsFormSchema.parse(form))).toEqual(flat);
  });

  it('refuses a premium over 50%, a first tier above $0 and a window over an hour', () => {
    const result = auctionDefaultsFormSchema.safeParse({
      ...toDefaultsFormValues(tiered),
      premium_tiers: [
        { from: '10', rate: '51' },
        { from: '5', rate: '10' },
      ],
      soft_close_window_seconds: 3_601,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      'premium_tiers.0.from': 'The first tier must start from $0.00.',
      'premium_tiers.0.rate': 'The tier rate is at most 50%.',
      'premium_tiers.1.from': 'Each tier must start higher than the one above.',
      soft_close_window_seconds: 'The soft close window is at most an hour (3600 seconds).',
    });
  });

  it("puts the server's field messages on this form's fields", () => {
    expect(defaultsFieldOf('auction_defaults.buyer_premium')).toBe('premium_rate');
    expect(defaultsFieldOf('auction_defaults.buyer_premium.tiers.1.rate_bp')).toBe('premium_tiers.1.rate');
    expect(defaultsFieldOf('auction_defaults.increment_profile_id')).toBe('increment_profile_id');
  });
});
