import { describe, expect, it } from 'vitest';
import {
  emptyFloorRegistration,
  floorRegistrationFormSchema,
  formFieldOf,
  toFloorRegistrationBody,
} from './floor-registration-schema';

describe('the floor registration form', () => {
  it('turns what the desk typed into the body, with the linked account', () => {
    const values = floorRegistrationFormSchema.parse({
      ...emptyFloorRegistration,
      paddle_number: ' 42 ',
      name: 'Gerald MacIsaac',
      phone: '902-555-0142',
      city: 'Dartmouth',
      id_checked: true,
    });
    const body = toFloorRegistrationBody(values, '3f0e7c1e-0d5a-4c4e-9a59-6c7f4f0b2a11');
    expect(body).toMatchObject({
      paddle_number: 42,
      name: 'Gerald MacIsaac',
      email: '',
      address: { city: 'Dartmouth', province: 'NS', country: 'CA' },
      id_checked: true,
      user_id: '3f0e7c1e-0d5a-4c4e-9a59-6c7f4f0b2a11',
    });
  });

  it('refuses a paddle from 7000 and a missing name or phone', () => {
    const result = floorRegistrationFormSchema.safeParse({
      ...emptyFloorRegistration,
      paddle_number: '7000',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'paddle_number: Floor paddles are below 7000.',
        'name: Enter the buyer’s name.',
        'phone: Enter a phone number.',
      ]),
    );
  });

  it('puts the server’s address messages on the flat address fields', () => {
    expect(formFieldOf('address.city')).toBe('city');
    expect(formFieldOf('paddle_number')).toBe('paddle_number');
    expect(formFieldOf('user_id')).toBeNull();
  });
});
