import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useAuth } from '../../../lib/auth/use-auth';

const steps = [
  { title: 'Register once', text: 'Create a free account and confirm your e-mail address.' },
  { title: 'Bid your way', text: 'Place bids on your phone in timed auctions, or join a live webcast sale.' },
  {
    title: 'Pay and pick up',
    text: 'Receive one clear invoice, pay, and collect in Dartmouth at a scheduled time.',
  },
];

export function HomeHero() {
  const { user } = useAuth();
  return (
    <section className="on-dark relative overflow-hidden bg-harbour-900 text-white">
      <svg
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-40 w-full text-harbour-800"
        viewBox="0 0 1440 160"
        preserveAspectRatio="none"
      >
        <path
          fill="currentColor"
          d="M0 96c120-32 240-32 360 0s240 32 360 0 240-32 360 0 240 32 360 0v64H0z"
        />
        <path
          fill="currentColor"
          opacity=".5"
          d="M0 64c120-32 240-32 360 0s240 32 360 0 240-32 360 0 240 32 360 0v96H0z"
        />
      </svg>
      <Container className="relative grid gap-12 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-28">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brass-300 uppercase">
            Auctions in Dartmouth, Nova Scotia
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl">
            Estate, business and equipment auctions you can trust.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-harbour-100">
            Bid from your phone in timed online auctions or join our live webcast sales. Every lot is
            described honestly, fees are clear before you bid, and pickup is close to home.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/auctions" className={buttonClasses('accent', 'lg')}>
              Browse auctions
            </Link>
            {user ? (
              <Link to="/dashboard" className={buttonClasses('inverse', 'lg')}>
                Go to your dashboard
              </Link>
            ) : (
              <Link to="/register" className={buttonClasses('inverse', 'lg')}>
                Register to bid
              </Link>
            )}
          </div>
        </div>
        <div className="rounded-2xl border border-white/15 bg-white/5 p-6 backdrop-blur sm:p-8">
          <h2 className="font-display text-xl font-semibold text-white">How bidding works</h2>
          <ol className="mt-6 space-y-5">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brass-300 font-semibold text-harbour-950">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-white">{step.title}</p>
                  <p className="text-sm text-harbour-100">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex items-center gap-2 text-sm text-harbour-100">
            <CheckCircle2 aria-hidden="true" className="size-4 text-brass-300" />
            Registration is free.
          </p>
        </div>
      </Container>
    </section>
  );
}
