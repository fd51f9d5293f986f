/**
 * A person's or a company's name in a list: kept to a sensible width and at most two lines, with
 * the whole name in a tooltip. Screen readers and the CSV still get the name uncut.
 */
export function NameCell({ name }: { name: string }) {
  return (
    <span title={name || undefined} className="line-clamp-2 max-w-[16rem] break-words">
      {name}
    </span>
  );
}
