/** While a choice lot's buyer chooses, the lots still left take the asking price's place. */
export function LotsLeft({ numbers }: { numbers: string[] }) {
  return (
    <section
      aria-label="Lots left"
      className="flex flex-col justify-center rounded-xl border-2 border-violet-300/60 px-4 py-2 text-center lg:flex-1"
    >
      <p className="text-[clamp(1rem,min(2vw,3vh),2.25rem)] font-bold tracking-[0.2em] text-white/70 uppercase">
        Lots left
      </p>
      <p className="text-[clamp(2.5rem,min(8vw,12vh),10rem)] leading-none font-black text-violet-200 tabular-nums">
        {numbers.length === 0 ? '—' : numbers.join(', ')}
      </p>
    </section>
  );
}
