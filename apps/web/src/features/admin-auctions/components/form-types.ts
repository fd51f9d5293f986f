import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AuctionFormInput, AuctionFormValues } from '../auction-form-schema';

/** What each section of the auction form needs from react-hook-form. */
export interface AuctionFieldsProps {
  register: UseFormRegister<AuctionFormInput>;
  errors: FieldErrors<AuctionFormInput>;
  control: Control<AuctionFormInput, unknown, AuctionFormValues>;
}
