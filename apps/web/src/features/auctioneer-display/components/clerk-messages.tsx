import type { LiveSnapshot } from '@auction/contracts';

/** How many of the clerk's messages stay on screen, newest first. */
export const messagesShown = 3;

/** What the clerk told the room: the newest largest and first. */
export function ClerkMessages({ messages }: { messages: LiveSnapshot['messages'] }) {
  const shown = messages.slice(-messagesShown).reverse();
  return (
    <section aria-label="Messages from the clerk" className="min-w-0 rounded-xl bg-white/5 px-4 py-3">
      <h2 className="font-sans text-[clamp(1rem,min(1.8vw,2.5vh),2rem)] font-bold tracking-[0.2em] text-white/70 uppercase">
        Clerk messages
      </h2>
      {shown.length === 0 ? (
        <p className="mt-1 text-[clamp(1.1rem,min(2vw,2.7vh),2.25rem)] text-white/50">No messages.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {shown.map((message, index) => (
            <li
              key={message.seq}
              className={
                index === 0
                  ? 'text-[clamp(1.25rem,min(2.4vw,3.6vh),2.75rem)] font-bold leading-snug text-amber-200'
                  : 'truncate text-[clamp(1rem,min(1.8vw,2.5vh),2rem)] leading-snug text-white/70'
              }
            >
              {message.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
