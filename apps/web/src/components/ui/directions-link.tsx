import { MapPin } from 'lucide-react';

/** Directions on a map to an address (on a phone it opens the maps app). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** The address as a link to directions; nothing when there is no address. */
export function DirectionsLink({ address }: { address: string }) {
  if (address.trim() === '') return null;
  return (
    <a
      href={directionsUrl(address)}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-2 font-medium text-harbour-800 underline-offset-2 hover:underline dark:text-harbour-200"
    >
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {address} <span className="sr-only">(directions, opens a map)</span>
      </span>
    </a>
  );
}
