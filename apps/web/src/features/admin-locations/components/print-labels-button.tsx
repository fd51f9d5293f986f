import type { LabelFormat } from '@auction/contracts';
import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { fetchLabels, type LabelTarget } from '../api/locations-api';

const formatOptions = [
  { value: 'avery_5160', label: 'Avery 5160 sheet (30 a page)' },
  { value: 'thermal_2x1', label: '2 × 1 in thermal label' },
];

/**
 * "Print labels" for items or locations: choose the sheet (and, on an Avery sheet, the first free
 * label of a half-used one), then the PDF downloads, ready for the printer.
 */
export function PrintLabelsButton({
  target,
  count,
  name: givenName,
  fileName = 'labels',
  size = 'md',
}: {
  target: LabelTarget;
  /** How many labels, for the button's name; leave out when not known (all items of a location). */
  count?: number;
  /** The button's words when the count alone would not say what is printed. */
  name?: string;
  /** How the downloaded file's name starts; the label stock follows it. */
  fileName?: string;
  size?: ButtonSize;
}) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<LabelFormat>('avery_5160');
  const [start, setStart] = useState('1');
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const startNumber = Number(start);
  const startError =
    format === 'avery_5160' && !(Number.isInteger(startNumber) && startNumber >= 1 && startNumber <= 30)
      ? 'Choose a position from 1 to 30.'
      : undefined;
  const name =
    givenName ??
    (count === undefined ? 'Print labels' : count === 1 ? 'Print 1 label' : `Print ${count} labels`);

  async function print() {
    if (startError) return;
    setBusy(true);
    try {
      const pdf = await fetchLabels(target, format, format === 'avery_5160' ? startNumber : 1);
      saveFile(pdf, `${fileName}-${format === 'avery_5160' ? 'avery-5160' : 'thermal'}.pdf`);
      notify.success('The labels are ready to print.');
      setOpen(false);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="relative">
      <Button
        variant="secondary"
        size={size}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Printer aria-hidden="true" className="size-4" />
        {name}
      </Button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <SelectField
            label="Label stock"
            value={format}
            options={formatOptions}
            onChange={(event) => setFormat(event.target.value as LabelFormat)}
          />
          {format === 'avery_5160' && (
            <TextField
              label="Start at label"
              hint="1 is the top left; count across, then down."
              type="number"
              inputMode="numeric"
              min={1}
              max={30}
              value={start}
              error={startError}
              onChange={(event) => setStart(event.target.value)}
            />
          )}
          <div className="flex gap-2">
            <Button size="sm" loading={busy} onClick={print}>
              Download PDF
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
