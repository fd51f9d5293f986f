import {
  type ConsignorDetail,
  type ConsignorPayoutMethod,
  type ConsignorUpdateBody,
  consignorUpdateBodySchema,
  payoutProblems,
} from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the form holds: text fields as typed (empty is none), the address as its parts. */
export interface ConsignorFormInput {
  name: string;
  company: string;
  email: string;
  phone: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    province: string;
    postal_code: string;
    country: string;
  };
  gst_hst_number: string;
  payout_method: ConsignorPayoutMethod;
  payout_email: string;
  deposit_institution: string;
  deposit_transit: string;
  deposit_account: string;
  commission_profile_id: string;
  notes: string;
}

/**
 * The contract's field rules, plus what the payout method needs. An account number already on
 * file counts: the form leaves it empty to keep it, and only a new number replaces it.
 */
export function consignorFormResolver(
  accountOnFile: boolean,
): Resolver<ConsignorFormInput, unknown, ConsignorUpdateBody> {
  return zodResolver(consignorFormSchema(accountOnFile)) as Resolver<
    ConsignorFormInput,
    unknown,
    ConsignorUpdateBody
  >;
}

function consignorFormSchema(accountOnFile: boolean) {
  return consignorUpdateBodySchema.superRefine((body, ctx) => {
    const problems = payoutProblems({
      payout_method: body.payout_method ?? 'cheque',
      payout_email: body.payout_email ?? null,
      deposit_institution: body.deposit_institution ?? null,
      deposit_transit: body.deposit_transit ?? null,
      has_deposit_account: Boolean(body.deposit_account) || accountOnFile,
    });
    for (const [field, messages] of Object.entries(problems)) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

export function consignorFormValues(consignor: ConsignorDetail | null): ConsignorFormInput {
  return {
    name: consignor?.name ?? '',
    company: consignor?.company ?? '',
    email: consignor?.email ?? '',
    phone: consignor?.phone ?? '',
    address: consignor?.address ?? {
      line1: '',
      line2: '',
      city: '',
      province: 'NS',
      postal_code: '',
      country: 'Canada',
    },
    gst_hst_number: consignor?.gst_hst_number ?? '',
    payout_method: consignor?.payout_method ?? 'cheque',
    payout_email: consignor?.payout_email ?? '',
    deposit_institution: consignor?.deposit_institution ?? '',
    deposit_transit: consignor?.deposit_transit ?? '',
    deposit_account: '',
    commission_profile_id: consignor?.commission_profile?.id ?? '',
    notes: consignor?.notes ?? '',
  };
}

/** The body to send: an empty account number on an edit keeps the one on file. */
export function toConsignorBody(values: ConsignorUpdateBody, editing: boolean): ConsignorUpdateBody {
  if (editing && !values.deposit_account) {
    const { deposit_account: _kept, ...rest } = values;
    return rest;
  }
  return values;
}
