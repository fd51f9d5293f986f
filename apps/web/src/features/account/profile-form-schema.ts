import { addressInputSchema, personNameSchema, phoneSchema, type User } from '@auction/contracts';
import { z } from 'zod';
import { DEFAULT_PROVINCE, provinceCode } from '../../lib/provinces';

export const profileFormSchema = z.object({
  name: personNameSchema,
  first_name: z.string().trim().max(60, 'The first name may not be longer than 60 characters.'),
  phone: phoneSchema,
  address: addressInputSchema,
  marketing_consent: z.boolean(),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** The form's starting values; an empty province starts at Nova Scotia. */
export function profileFormDefaults(user: User): ProfileFormInput {
  return {
    name: user.name,
    first_name: user.first_name,
    phone: user.phone,
    address: {
      ...user.address,
      province: provinceCode(user.address.province) || DEFAULT_PROVINCE,
      country: user.address.country || 'Canada',
    },
    marketing_consent: user.marketing_consent,
  };
}
