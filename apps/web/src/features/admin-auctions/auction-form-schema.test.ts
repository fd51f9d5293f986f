import { describe, expect, it } from 'vitest';
import { buildAuction } from '../../../test/catalogue-factories';
import { auctionFormSchema, formFieldOf, toAuctionBody, toFormValues } from './auction-form-schema';

const valid = () => ({
  ...toFormValues(null),
  title: 'Bedford Basin Boatyard',
  start_local: '2026-12-01T10:00',
  end_local: '2026-12-08T19:00',
});

const messages = (input: unknown) => {
  const result = auctionFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('auction form', () => {
  it('starts a new auction on the house defaults', () => {
    expect(toFormValues(null)).toMatchObject({
      type: 'timed',
      time_zone: 'America/Halifax',
      premium_kind: 'flat',
      premium_rate: '15',
      soft_close_window_seconds: 120,
      soft_close_extension_seconds: 120,
      stagger_seconds: 30,
    });
  });

  it('sends Halifax wall-clock times with their offset, cents, basis points and nulls for empty fields', () => {
    const body = toAuctionBody(
      auctionFormSchema.parse({ ...valid(), deposit: '1,250.50', premium_rate: '12.5' }),
      '/media/a.webp',
    );
    expect(body).toMatchObject({
      title: 'Bedford Basin Boatyard',
      start_at: '2026-12-01T10:00:00-04:00',
      end_at: '2026-12-08T19:00:00-04:00',
      deposit_cents: 125_050,
      buyer_premium: { kind: 'flat', rate_bp: 1250 },
      video_url: null,
      increment_profile_id: null,
      image: '/media/a.webp',
      category_ids: [],
    });
    const unscheduled = toAuctionBody(
      auctionFormSchema.parse({ ...valid(), start_local: '', end_local: '' }),
      null,
    );
    expect(unscheduled).toMatchObject({ start_at: null, end_at: null, deposit_cents: null });
  });

  it('takes one ticked category as a list of one', () => {
    expect(auctionFormSchema.parse({ ...valid(), category_ids: 'c1' }).category_ids).toEqual(['c1']);
    expect(auctionFormSchema.parse({ ...valid(), category_ids: false }).category_ids).toEqual([]);
  });

  it('sends tiers of the premium from $0 in cents and basis points', () => {
    const form = {
      ...valid(),
      premium_kind: 'tiered',
      premium_tiers: [
        { from: '0', rate: '18' },
        { from: '1000', rate: '12' },
      ],
    };
    expect(toAuctionBody(auctionFormSchema.parse(form), null).buyer_premium).toEqual({
      kind: 'tiered',
      tiers: [
        { from_cents: 0, rate_bp: 1800 },
        { from_cents: 100_000, rate_bp: 1200 },
      ],
    });
  });

  it('reads a saved auction back into the form in its own time zone', () => {
    const auction = buildAuction({
      startDate: '2026-07-15T21:30:00.000Z',
      endDate: null,
      deposit_cents: 50_000,
      buyer_premium: { kind: 'tiered', tiers: [{ from_cents: 0, rate_bp: 1800 }] },
    });
    expect(toFormValues(auction)).toMatchObject({
      start_local: '2026-07-15T18:30',
      end_local: '',
      deposit: '500',
      premium_kind: 'tiered',
      premium_tiers: [{ from: '0', rate: '18' }],
    });
  });

  it('explains each mistake on its field', () => {
    expect(messages({ ...valid(), title: 'ab' })).toEqual({
      title: 'The title must be at least 3 characters.',
    });
    expect(messages({ ...valid(), end_local: '2026-11-30T10:00' })).toEqual({
      end_local: 'The end must be after the start.',
    });
    expect(messages({ ...valid(), premium_rate: '101' })).toEqual({
      premium_rate: "The buyer's premium may not be more than 100%.",
    });
    expect(messages({ ...valid(), deposit: '12.345' })).toEqual({
      deposit: 'The deposit must be an amount in dollars, e.g. 250 or 249.99.',
    });
    expect(messages({ ...valid(), stagger_seconds: Number.NaN })).toEqual({
      stagger_seconds: 'The stagger interval must be a number of seconds.',
    });
    expect(messages({ ...valid(), video_url: 'not a link' })).toEqual({
      video_url: 'The video URL must be a web address.',
    });
    expect(
      messages({
        ...valid(),
        premium_kind: 'tiered',
        premium_tiers: [
          { from: '5', rate: '18' },
          { from: '1000', rate: '12' },
          { from: '500', rate: 'x' },
        ],
      }),
    ).toEqual({
      'premium_tiers.0.from': 'The first tier must start from $0.00.',
      'premium_tiers.2.from': 'Each tier must start higher than the one above.',
      'premium_tiers.2.rate': 'The tier rate must be a percentage, e.g. 15 or 12.5.',
    });
  });

  it("puts the API's field errors on the form's fields", () => {
    expect(formFieldOf('start_at')).toBe('start_local');
    expect(formFieldOf('deposit_cents')).toBe('deposit');
    expect(formFieldOf('buyer_premium.tiers.1.from_cents')).toBe('premium_tiers.1.from');
    expect(formFieldOf('buyer_premium.rate_bp')).toBe('premium_rate');
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('increment_profile_id')).toBe('increment_profile_id');
    expect(formFieldOf('lots')).toBeNull();
    expect(formFieldOf('buyer_premium')).toBeNull();
  });
});
