import type { StaffInvoiceDetail } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDay, todayInHalifax } from '../../../lib/format';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { formatCents } from '../../../lib/money';
import { centsToText } from '../../../lib/money-text';
import { notify } from '../../../lib/notify';
import { type ShippingUpdate, useUpdateShipping } from '../api/invoice-mutations';
import {
  type QuoteFormValues,
  quoteFormSchema,
  type TrackingFormValues,
  trackingFormSchema,
} from '../form-schemas';

function QuoteForm({ invoice }: { invoice: StaffInvoiceDetail }) {
  const update = useUpdateShipping(invoice.id);
  const form = useForm<QuoteFormValues, unknown, ShippingUpdate>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: {
      shipping_carrier: invoice.shipping_carrier ?? '',
      shipping_quote_cents: centsToText(invoice.shipping_quote_cents),
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => notify.success('Shipping quote saved; it is on the invoice as a taxable charge.'),
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Shipping quote" className="space-y-3">
      <h3 className="font-semibold">Quote</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Carrier"
          error={errors.shipping_carrier?.message}
          {...form.register('shipping_carrier')}
        />
        <TextField
          label="Quote ($)"
          inputMode="decimal"
          error={errors.shipping_quote_cents?.message}
          {...form.register('shipping_quote_cents')}
        />
      </div>
      <FormRootError errors={errors} />
      <Button type="submit" variant="secondary" loading={update.isPending}>
        Save quote
      </Button>
    </form>
  );
}

function TrackingForm({ invoice }: { invoice: StaffInvoiceDetail }) {
  const update = useUpdateShipping(invoice.id);
  const form = useForm<TrackingFormValues, unknown, ShippingUpdate>({
    resolver: zodResolver(trackingFormSchema),
    defaultValues: {
      tracking_number: invoice.tracking_number ?? '',
      shipped_on: invoice.shipped_on ?? todayInHalifax(),
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => notify.success('Tracking saved.'),
      onError: (error) => showServerErrors(form, error),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Tracking" className="space-y-3">
      <h3 className="font-semibold">Tracking</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Tracking number"
          error={errors.tracking_number?.message}
          {...form.register('tracking_number')}
        />
        <TextField
          label="Shipped on"
          type="date"
          error={errors.shipped_on?.message}
          {...form.register('shipped_on')}
        />
      </div>
      <FormRootError errors={errors} />
      <Button type="submit" variant="secondary" loading={update.isPending}>
        Save tracking
      </Button>
    </form>
  );
}

/** Pickup, or the buyer's shipping request with its address, the quote staff enter, then tracking. */
export function ShippingPanel({ invoice }: { invoice: StaffInvoiceDetail }) {
  if (invoice.fulfilment === 'pickup' && !invoice.shipping_requested) {
    return (
      <div className="space-y-1 text-sm">
        <p>
          <strong>Pickup</strong> at {invoice.pickup_address}.
        </p>
        <p>
          {invoice.pickup_slot_start
            ? `Booked for ${new Intl.DateTimeFormat('en-CA', {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'America/Halifax',
              }).format(new Date(invoice.pickup_slot_start))}.`
            : 'No pickup time booked yet.'}
        </p>
      </div>
    );
  }
  const to = invoice.ship_to;
  return (
    <div className="space-y-5">
      <div className="text-sm">
        <p className="font-semibold">Shipping requested to</p>
        {to ? (
          <address className="not-italic">
            {to.name}
            <br />
            {to.street}
            <br />
            {to.city}
            {to.province && `, ${to.province}`} {to.postal_code}
            <br />
            {to.country}
          </address>
        ) : (
          <p>No address given.</p>
        )}
        {invoice.shipping_quote_cents !== null && (
          <p className="mt-2">
            Quoted {formatCents(invoice.shipping_quote_cents)}
            {invoice.shipping_carrier && ` by ${invoice.shipping_carrier}`}.
          </p>
        )}
        {invoice.tracking_number && (
          <p>
            Shipped {formatDay(invoice.shipped_on)}, tracking {invoice.tracking_number}.
          </p>
        )}
      </div>
      {invoice.status !== 'void' && (
        <>
          <QuoteForm invoice={invoice} />
          <TrackingForm invoice={invoice} />
        </>
      )}
    </div>
  );
}
