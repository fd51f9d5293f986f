import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** One Stripe.js per publishable key, fetched only when a card is first asked for. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function Form({
  mode,
  label,
  onDone,
}: {
  mode: 'setup' | 'payment';
  label: string;
  onDone: (intentId: string | null) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const returnUrl = window.location.href;
    // Stripe runs 3-D Secure here when the bank asks for it.
    const result =
      mode === 'setup'
        ? await stripe.confirmSetup({
            elements,
            confirmParams: { return_url: returnUrl },
            redirect: 'if_required',
          })
        : await stripe.confirmPayment({
            elements,
            confirmParams: { return_url: returnUrl },
            redirect: 'if_required',
          });
    setBusy(false);
    if (result.error) {
      setError(result.error.message ?? 'The card did not go through.');
      return;
    }
    onDone('setupIntent' in result ? (result.setupIntent?.id ?? null) : (result.paymentIntent?.id ?? null));
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <PaymentElement />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={busy} disabled={!stripe || !elements}>
        {label}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for a SetupIntent (save a card) or a PaymentIntent (pay a deposit). */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  mode,
  label,
  onDone,
}: {
  publishableKey: string;
  clientSecret: string;
  mode: 'setup' | 'payment';
  label: string;
  onDone: (intentId: string | null) => void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <Form mode={mode} label={label} onDone={onDone} />
    </Elements>
  );
}
