import type { CmsPublicSection } from '@auction/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';
import { useAuth } from '../../../lib/auth/use-auth';

/** Numbered steps in brass circles, from the CMS's ordered list. */
const stepsList =
  '[&_ol]:mt-6 [&_ol]:list-none [&_ol]:space-y-5 [&_ol]:p-0 [&_ol]:[counter-reset:step] [&_ol>li]:relative [&_ol>li]:min-h-9 [&_ol>li]:pl-13 [&_ol>li]:text-sm [&_ol>li]:[counter-increment:step] [&_ol>li]:before:absolute [&_ol>li]:before:top-0 [&_ol>li]:before:left-0 [&_ol>li]:before:flex [&_ol>li]:before:size-9 [&_ol>li]:before:items-center [&_ol>li]:before:justify-center [&_ol>li]:before:rounded-full [&_ol>li]:before:bg-brass-300 [&_ol>li]:before:font-semibold [&_ol>li]:before:text-harbour-950 [&_ol>li]:before:content-[counter(step)] [&_strong]:block [&_strong]:text-base [&_strong]:text-white';

/** The hero and how bidding works: their words from the CMS home page. */
export function HomeHero({ hero, steps }: { hero: CmsPublicSection; steps: CmsPublicSection }) {
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
      <Container className="relative grid grid-cols-1 gap-12 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-28">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brass-300 uppercase">
            Auctions in Dartmouth, Nova Scotia
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl">
            {hero.heading}
          </h1>
          <CmsHtml
            html={hero.html}
            className="mt-6 max-w-xl text-lg text-harbour-100 [&_a]:text-brass-200 dark:[&_a]:text-brass-200"
          />
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
          <h2 className="font-display text-xl font-semibold text-white">{steps.heading}</h2>
          <CmsHtml
            html={steps.html}
            className={`text-harbour-100 [&_a]:text-brass-200 dark:[&_a]:text-brass-200 [&>p]:mt-6 [&>p]:text-sm ${stepsList}`}
          />
        </div>
      </Container>
    </section>
  );
}
