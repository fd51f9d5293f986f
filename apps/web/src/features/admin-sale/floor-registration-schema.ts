import type { FloorRegistration, FloorRegistrationBody } from '@auction/contracts';
import { z } from 'zod';

/** The desk's floor registration form as typed: the paddle as text, the rest as the body wants it. */
export const floorRegistrationFormSchema = z.object({
  paddle_number: z
    .string()
    .trim()
    .min(1, 'Enter a paddle number.')
    .regex(/^\d+$/, 'The paddle number must be a whole number.')
    .transform(Number)
    .pipe(z.number().min(1, 'A floor paddle is at least 1.').max(6999, 'Floor paddles are below 7000.')),
  name: z.string().trim().min(1, 'Enter the buyer’s name.').max(200),
  phone: z.string().trim().min(1, 'Enter a phone number.').max(40),
  email: z.email('Enter a valid e-mail address.').or(z.literal('')),
  line1: z.string().trim().max(200),
  city: z.string().trim().max(100),
  province: z.string().trim().max(100),
  postal_code: z.string().trim().max(20),
  id_checked: z.boolean(),
  id_note: z.string().trim().max(500),
});
export type FloorRegistrationInput = z.input<typeof floorRegistrationFormSchema>;
export type FloorRegistrationValues = z.output<typeof floorRegistrationFormSchema>;

export const emptyFloorRegistration: FloorRegistrationInput = {
  paddle_number: '',
  name: '',
  phone: '',
  email: '',
  line1: '',
  city: '',
  province: 'NS',
  postal_code: '',
  id_checked: false,
  id_note: '',
};

/** A registration as the form shows it, to be corrected. */
export function floorRegistrationInputOf(registration: FloorRegistration): FloorRegistrationInput {
  return {
    paddle_number: String(registration.paddle_number),
    name: registration.name,
    phone: registration.phone,
    email: registration.email,
    line1: registration.address.line1,
    city: registration.address.city,
    province: registration.address.province,
    postal_code: registration.address.postal_code,
    id_checked: registration.id_checked,
    id_note: registration.id_note,
  };
}

export function toFloorRegistrationBody(
  values: FloorRegistrationValues,
  userId: string | null,
): FloorRegistrationBody {
  return {
    paddle_number: values.paddle_number,
    name: values.name,
    phone: values.phone,
    email: values.email,
    address: {
      line1: values.line1,
      line2: '',
      city: values.city,
      province: values.province,
      postal_code: values.postal_code,
      country: 'CA',
    },
    id_checked: values.id_checked,
    id_note: values.id_note,
    user_id: userId,
  };
}

/** The server names address fields `address.city`; the form's fields are flat. */
export function formFieldOf(serverField: string): keyof FloorRegistrationInput | null {
  const field = serverField.replace(/^address\./, '');
  const known: (keyof FloorRegistrationInput)[] = [
    'paddle_number',
    'name',
    'phone',
    'email',
    'line1',
    'city',
    'province',
    'postal_code',
    'id_checked',
    'id_note',
  ];
  return (known as string[]).includes(field) ? (field as keyof FloorRegistrationInput) : null;
}
