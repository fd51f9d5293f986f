import { describe, expect, it } from 'vitest';
import { consignorAddressSchema } from './consignors';
import { floorRegistrationBodySchema } from './pickup';
import { normalisePostalCode, postalCodeProblem } from './postal-code';
import { addressInputSchema, profileUpdateSchema } from './users';

describe('postal codes', () => {
  it('writes a Canadian code upper case with one space, a US ZIP as typed', () => {
    expect(normalisePostalCode('b2y1h1')).toBe('B2Y 1H1');
    expect(normalisePostalCode(' b2y  1h1 ')).toBe('B2Y 1H1');
    expect(normalisePostalCode('B2Y-1H1')).toBe('B2Y 1H1');
    expect(normalisePostalCode('04101')).toBe('04101');
    expect(normalisePostalCode('04101-1234')).toBe('04101-1234');
  });

  it('refuses a Canadian code that is not one, only for Canada', () => {
    expect(postalCodeProblem('B2Y 1H', 'CA')).toBe('Enter a Canadian postal code such as B2Y 4G9.');
    expect(postalCodeProblem('D2Y 1H1', 'Canada')).not.toBeNull();
    expect(postalCodeProblem('04101', 'United States')).toBeNull();
    expect(postalCodeProblem('', 'Canada')).toBeNull();
  });

  it('is what every address form keeps: profile, partial profile update, consignor, floor buyer', () => {
    const address = { line1: '12 Main St', city: 'Dartmouth', province: 'NS', country: 'Canada' };
    expect(addressInputSchema.parse({ ...address, postal_code: 'b2y1h1' }).postal_code).toBe('B2Y 1H1');
    expect(profileUpdateSchema.parse({ address: { postal_code: 'b2y1h1' } }).address?.postal_code).toBe(
      'B2Y 1H1',
    );
    expect(consignorAddressSchema.parse({ ...address, postal_code: 'b3b1h2' }).postal_code).toBe('B3B 1H2');
    const floor = floorRegistrationBodySchema.shape.address.parse({
      ...address,
      country: 'CA',
      postal_code: 'b2y 1h1',
    });
    expect(floor.postal_code).toBe('B2Y 1H1');
    const us = addressInputSchema.parse({ ...address, country: 'United States', postal_code: '04101' });
    expect(us.postal_code).toBe('04101');
  });

  it('names the field of a bad Canadian code, so the answer is a 422 with a field map', () => {
    const result = addressInputSchema.safeParse({ country: 'Canada', postal_code: 'hello' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['postal_code', 'Enter a Canadian postal code such as B2Y 4G9.'],
    ]);
    const consignor = consignorAddressSchema.safeParse({ country: 'USA', postal_code: 'B2Y' });
    expect(consignor.error?.issues[0]?.message).toBe('Enter a ZIP code such as 04101.');
  });
});
