import type { InvoiceDetail, ShipTo } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { type FormEvent, useId, useState } from 'react';
import { pickupWords } from '../../../components/invoices/invoice-terms';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { choiceOptionClasses } from '../../../components/ui/choice-option';
import { DirectionsLink } from '../../../components/ui/directions-link';
import { TextField } from '../../../components/ui/text-field';
import { formatDay } from '../../../lib/format';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { PickupCalendarButton } from '../../sale-alerts/public';
import { usePublicSettings } from '../../site/public';
import { pickupSlotsQuery, useBookPickup, useChooseFulfilment } from '../api/invoice-queries';
import { slotLabel } from '../invoice-words';
import { PickupSlotPicker } from './pickup-slot-picker';
import { useRevealWhenSet } from './use-reveal-when-set';

/**
 * Pickup (with a booked time) or shipping (an address; staff quote it): how the lots reach the
 * buyer. "Ship them to me" is offered only when the sale's frozen terms offer shipping.
 */
export function FulfilmentPanel({ invoice }: { invoice: InvoiceDetail }) {
  const choose = useChooseFulfilment(invoice.id);
  const [method, setMethod] = useState(invoice.fulfilment);
  const name = useId();
  const closed = invoice.status === 'void';
  const shippingOffered = invoice.buyer_terms?.shipping_offered ?? true;

  if (!shippingOffered && invoice.fulfilment === 'pickup') {
    return (
      <section aria-labelledby="fulfilment-heading" className="space-y-4">
        <h2 id="fulfilment-heading" className="text-lg font-semibold">
          Pickup
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          This sale does not ship: lots are collected at pickup.
        </p>
        <PickupBooking invoice={invoice} />
      </section>
    );
  }

  function pick(next: 'pickup' | 'shipping') {
    setMethod(next);
    if (next === 'pickup' && invoice.fulfilment !== 'pickup') {
      choose.mutate(
        { fulfilment: 'pickup' },
        { onError: (error) => notify.error(messageForError(error)[0] ?? '') },
      );
    }
  }

  return (
    <section aria-labelledby="fulfilment-heading" className="space-y-4">
      <h2 id="fulfilment-heading" className="text-lg font-semibold">
        Pickup or shipping
      </h2>
      <fieldset disabled={closed || choose.isPending}>
        <legend className="text-sm text-slate-700 dark:text-slate-200">How will you get your lots?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(['pickup', 'shipping'] as const).map((option) => (
            <label key={option} className={`${choiceOptionClasses} font-medium`}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={method === option}
                onChange={() => pick(option)}
                className="size-4"
              />
              {option === 'pickup' ? 'I will pick them up' : 'Ship them to me'}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'pickup' ? <PickupBooking invoice={invoice} /> : <ShippingRequest invoice={invoice} />}
    </section>
  );
}

function PickupBooking({ invoice }: { invoice: InvoiceDetail }) {
  const pickup = invoice.buyer_terms?.pickup ?? null;
  const byAppointment = pickup?.kind === 'appointment';
  const slots = useQuery({ ...pickupSlotsQuery(invoice.id), enabled: !byAppointment });
  const book = useBookPickup(invoice.id);
  const settings = usePublicSettings();
  const [chosen, setChosen] = useState<string | null>(null);
  const booked = useRevealWhenSet<HTMLDivElement>(invoice.pickup_slot_start);
  const notOpen = slots.isError && isAxiosError(slots.error) && slots.error.response?.status === 404;
  const contact = settings.contact_phone ? ` at ${settings.contact_phone} or ${settings.contact_email}` : '';

  return (
    <div className="space-y-3">
      <div className="space-y-1 text-sm">
        <p>
          Pick up at <DirectionsLink address={invoice.pickup_address} />
        </p>
        <p>
          {pickup?.kind === 'window' ? 'Pickup window' : byAppointment ? 'Pickup' : 'Hours'}:{' '}
          {pickupWords(invoice.buyer_terms, invoice.pickup_hours)}
        </p>
        <p>Lots are released once they are paid for.</p>
      </div>
      {invoice.pickup_slot_start && (
        <div ref={booked.ref} tabIndex={-1} className="scroll-mt-24 outline-none">
          <Alert tone="success" title="Your pickup time">
            <p>{slotLabel(invoice.pickup_slot_start)}</p>
            <div className="mt-2">
              <PickupCalendarButton invoiceId={invoice.id} number={invoice.number} />
            </div>
          </Alert>
        </div>
      )}
      {invoice.status === 'void' ? null : byAppointment ? (
        <Alert tone="info" title="Pickup by appointment">
          Call or write to the office{contact} to arrange a time to collect your lots.
        </Alert>
      ) : slots.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading pickup times…</p>
      ) : notOpen ? (
        <Alert tone="info">
          Booking a pickup time online is not open yet. Call the office to arrange one.
        </Alert>
      ) : slots.isError ? (
        <Alert tone="error">The pickup times could not be loaded. Try again in a moment.</Alert>
      ) : slots.data.length === 0 ? (
        <p className="text-sm">
          {pickup?.kind === 'window'
            ? "There is no free pickup time left in the sale's pickup window."
            : 'There is no free pickup time in the next two weeks.'}{' '}
          Call the office{contact} to arrange one.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            book.mutate(chosen, {
              onSuccess: () => {
                booked.arm();
                notify.success('Your pickup time is booked.');
              },
              onError: (error) => notify.error(messageForError(error)[0] ?? ''),
            });
          }}
        >
          <PickupSlotPicker
            slots={slots.data}
            legend={invoice.pickup_slot_start ? 'Choose another time' : 'Book a pickup time'}
            chosen={chosen}
            booked={invoice.pickup_slot_start}
            onChoose={setChosen}
          />
          <Button type="submit" className="mt-3" disabled={!chosen} loading={book.isPending}>
            Book this time
          </Button>
        </form>
      )}
    </div>
  );
}

const emptyAddress: ShipTo = { name: '', street: '', city: '', province: '', postal_code: '', country: 'CA' };

function ShippingRequest({ invoice }: { invoice: InvoiceDetail }) {
  const choose = useChooseFulfilment(invoice.id);
  const [address, setAddress] = useState<ShipTo>(
    invoice.ship_to ?? { ...emptyAddress, name: invoice.buyer_name },
  );
  const errors = choose.error ? fieldErrorsOf(choose.error) : {};
  const error = (field: keyof ShipTo) => errors[`ship_to.${field}`]?.[0] ?? errors[field]?.[0];
  const set = (field: keyof ShipTo) => (event: { target: { value: string } }) =>
    setAddress((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    choose.mutate(
      { fulfilment: 'shipping', ship_to: address },
      { onSuccess: () => notify.success('Shipping requested. The auction house will send you a quote.') },
    );
  }

  return (
    <div className="space-y-3">
      {invoice.fulfilment === 'shipping' && invoice.ship_to && (
        <Alert tone="info" title="Shipping requested">
          {invoice.shipping_quote_cents === null ? (
            <p>The auction house will quote the shipping and add it to this invoice.</p>
          ) : (
            <p>
              Shipping quote {formatCents(invoice.shipping_quote_cents)}
              {invoice.shipping_carrier ? ` with ${invoice.shipping_carrier}` : ''}.
            </p>
          )}
          {invoice.tracking_number && <p>Tracking number {invoice.tracking_number}.</p>}
          {invoice.shipped_on && <p>Shipped {formatDay(invoice.shipped_on)}.</p>}
        </Alert>
      )}
      {invoice.shipping_quote_cents === null && invoice.status !== 'void' && (
        <form onSubmit={submit} className="grid gap-3 sm:max-w-xl sm:grid-cols-2" noValidate>
          <TextField
            label="Name"
            value={address.name}
            onChange={set('name')}
            error={error('name')}
            autoComplete="name"
          />
          <TextField
            label="Street address"
            value={address.street}
            onChange={set('street')}
            error={error('street')}
            autoComplete="street-address"
          />
          <TextField
            label="City"
            value={address.city}
            onChange={set('city')}
            error={error('city')}
            autoComplete="address-level2"
          />
          <TextField
            label="Province or state"
            value={address.province}
            onChange={set('province')}
            error={error('province')}
            autoComplete="address-level1"
          />
          <TextField
            label="Postal code"
            value={address.postal_code}
            onChange={set('postal_code')}
            error={error('postal_code')}
            autoComplete="postal-code"
          />
          <TextField
            label="Country code"
            hint="Two letters, such as CA"
            value={address.country}
            onChange={set('country')}
            error={error('country')}
            autoComplete="country"
            maxLength={2}
          />
          {choose.isError && Object.keys(errors).length === 0 && (
            <div className="sm:col-span-2">
              <Alert tone="error">{messageForError(choose.error)[0]}</Alert>
            </div>
          )}
          <div className="sm:col-span-2">
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
              Staff will quote the shipping; it is added to this invoice with the tax of the destination.
            </p>
            <Button type="submit" loading={choose.isPending}>
              {invoice.fulfilment === 'shipping' ? 'Update the address' : 'Request shipping'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
