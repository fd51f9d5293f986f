import { describe, expect, it } from 'vitest';
import { mailingAddressLines } from './mailing-address';

describe('a mailing address', () => {
  it('goes on the envelope a line each, the country only when it is abroad', () => {
    expect(
      mailingAddressLines({
        line1: '12 Portland Street',
        line2: 'Unit 3',
        city: 'Dartmouth',
        province: 'NS',
        postal_code: 'B2Y 1H1',
        country: 'CA',
      }),
    ).toEqual(['12 Portland Street', 'Unit 3', 'Dartmouth, NS B2Y 1H1']);
    expect(
      mailingAddressLines({
        line1: '4 Main St',
        line2: '',
        city: 'Calais',
        province: 'ME',
        postal_code: '04619',
        country: 'US',
      }),
    ).toEqual(['4 Main St', 'Calais, ME 04619', 'US']);
  });

  it('leaves out blank parts, and gives nothing for no address', () => {
    expect(
      mailingAddressLines({ line1: ' ', city: 'Halifax', province: '', postal_code: '', country: 'CA' }),
    ).toEqual(['Halifax']);
    expect(mailingAddressLines(null)).toEqual([]);
    expect(
      mailingAddressLines({
        line1: '9 Shore Rd',
        city: 'Truro',
        province: 'NS',
        postal_code: '',
        country: 'Canada',
      }),
    ).toEqual(['9 Shore Rd', 'Truro, NS']);
  });
});
