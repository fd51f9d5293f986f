import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/money';

/** One Stripe.js per publishable key, fetched only when this page first needs it. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function CardForm({
  amountCents,
  returnUrl,
  onPaid,
}: {
  amountCents: number;
  returnUrl: string;
  onPaid: () => void;
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
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) setError(result.error.message ?? 'The card payment did not go through.');
    else onPaid();
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <PaymentElement />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={busy} disabled={!stripe || !elements}>
        Pay {formatCents(amountCents)}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for one PaymentIntent; loaded with this page only. */
export default function CardPayment({
  publishableKey,
  clientSecret,
  amountCents,
  returnUrl,
  onPaid,
}: {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  returnUrl: string;
  onPaid: () => void;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <CardForm amountCents={amountCents} returnUrl={returnUrl} onPaid={onPaid} />
    </Elements>
  );
}
