import { formatPrice } from '../display-state';

/** The asking price: the biggest thing on the screen. */
export function AskingPrice({ amount, perUnit = null }: { amount: number | null; perUnit?: string | null }) {
  return (
    <section
      aria-label="Asking price"
      className="flex flex-col justify-center rounded-xl border-2 border-white/25 px-4 py-2 text-center lg:flex-1"
    >
      <p className="text-[clamp(1rem,min(2vw,3vh),2.25rem)] font-bold tracking-[0.2em] text-white/70 uppercase">
        Asking
      </p>
      {amount === null ? (
        <p className="text-[clamp(2rem,min(6vw,9vh),7rem)] leading-none font-black text-white/30">—</p>
      ) : (
        <p className="text-[clamp(3.5rem,min(12vw,17vh),15rem)] leading-none font-black text-brass-300 tabular-nums">
          {formatPrice(amount)}
        </p>
      )}
      {amount !== null && perUnit && (
        <p className="text-[clamp(1rem,min(2.5vw,3.5vh),2.5rem)] font-bold text-white uppercase tabular-nums">
          {perUnit}
        </p>
      )}
    </section>
  );
}
