import type { CreditNotePreview, CreditNoteRequestLine, StaffInvoiceDetail } from '@auction/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileDown, ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { formatDay } from '../../../lib/format';
import { messageForError } from '../../../lib/http/messages';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatCents } from '../../../lib/money';
import { centsToText, toCents } from '../../../lib/money-text';
import { notify } from '../../../lib/notify';
import { downloadCreditNotePdf, previewCreditNote, useIssueCreditNote } from '../api/credit-notes';

const dollarPattern = /^\d{1,9}(\.\d{1,2})?$/;
const amountOf = (text: string) => {
  const clean = text.replaceAll(',', '').trim();
  return dollarPattern.test(clean) ? toCents(clean) : null;
};

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

interface LineChoice {
  on: boolean;
  amount: string;
}

/** Something on the invoice a credit note can take back: a lot, a charge, or a fee charged since. */
interface Creditable {
  id: string;
  kind: 'lot' | 'charge' | 'fee';
  /** What the form calls it ("Lot 12 · Oak table", "Shipping (charge)", "Late payment fee, Dec 9"). */
  label: string;
  /** In refusals: "Lot 12", "Shipping". */
  shortName: string;
  amountCents: number;
  /** Under the label: the amount, with the lot's premium or the fee's tax. */
  detail: string;
}

function creditablesOf(invoice: StaffInvoiceDetail): Creditable[] {
  const lines = invoice.lines.flatMap((line): Creditable[] => {
    if (line.kind !== 'lot' && line.kind !== 'charge') return [];
    const lot = line.kind === 'lot';
    return [
      {
        id: line.id,
        kind: line.kind,
        label: lot ? `Lot ${line.lot_number ?? ''} · ${line.description}` : `${line.description} (charge)`,
        shortName: lot ? `Lot ${line.lot_number ?? ''}` : line.description,
        amountCents: line.amount_cents,
        detail: `${formatCents(line.amount_cents)}${lot ? ` + ${formatCents(line.premium_cents)} premium` : ''}`,
      },
    ];
  });
  const fees = invoice.fees.map(
    (fee): Creditable => ({
      id: fee.id,
      kind: 'fee',
      label: `${fee.description}, ${formatDay(fee.charged_on)} (fee)`,
      shortName: fee.description,
      amountCents: fee.amount_cents,
      detail: `${formatCents(fee.amount_cents)}${fee.tax_cents > 0 ? ` + ${formatCents(fee.tax_cents)} tax` : ''}`,
    }),
  );
  return [...lines, ...fees];
}

/** What the form asks for, as the request body, or why it cannot be asked yet. */
function requestOf(
  creditable: readonly Creditable[],
  choices: Record<string, LineChoice>,
  goodwill: { amount: string; description: string },
  whole: boolean,
): { body: CreditNotePreview } | { problem: string } {
  if (whole) return { body: { lines: [], whole_invoice: true } };
  const lines: CreditNoteRequestLine[] = [];
  for (const item of creditable) {
    const choice = choices[item.id];
    if (!choice?.on) continue;
    const cents = amountOf(choice.amount);
    if (cents === null || cents <= 0)
      return { problem: `${item.shortName}: type the amount to credit, e.g. 45 or 45.50.` };
    lines.push(
      item.kind === 'fee'
        ? { kind: 'fee', invoice_fee_id: item.id, amount_cents: cents }
        : { kind: item.kind, invoice_line_id: item.id, amount_cents: cents },
    );
  }
  if (goodwill.amount.trim() !== '') {
    const cents = amountOf(goodwill.amount);
    if (cents === null || cents <= 0) return { problem: 'Goodwill: type an amount in dollars, e.g. 20.' };
    lines.push({ kind: 'goodwill', amount_cents: cents, description: goodwill.description.trim() });
  }
  if (lines.length === 0)
    return { problem: 'Choose the lots, charges or fees to credit, or type a goodwill amount.' };
  return { body: { lines, whole_invoice: false } };
}

/** The form that issues a credit note, with the server's figures for it shown as staff choose. */
function CreditNoteForm({
  invoice,
  whole: startWhole,
  onDone,
}: {
  invoice: StaffInvoiceDetail;
  whole: boolean;
  onDone: () => void;
}) {
  const creditable = creditablesOf(invoice);
  const [choices, setChoices] = useState<Record<string, LineChoice>>(() =>
    Object.fromEntries(
      creditable.map((item) => [item.id, { on: false, amount: centsToText(item.amountCents) }]),
    ),
  );
  const [goodwill, setGoodwill] = useState({ amount: '', description: '' });
  const [whole, setWhole] = useState(startWhole);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const issue = useIssueCreditNote(invoice.id);

  const request = requestOf(creditable, choices, goodwill, whole);
  const body = 'body' in request ? request.body : null;
  const debounced = useDebounced(body ? JSON.stringify(body) : null, 300);
  const preview = useQuery({
    queryKey: ['admin', 'invoices', 'credit-note-preview', invoice.id, debounced],
    queryFn: () => previewCreditNote(invoice.id, JSON.parse(debounced as string) as CreditNotePreview),
    enabled: debounced !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const figures = body && !preview.isError ? preview.data : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError('Say why: the reason prints on the credit note.');
      return;
    }
    setReasonError(null);
    if (body && figures) setAsking(true);
  }

  function confirm() {
    if (!body) return;
    issue.mutate(
      { ...body, reason: reason.trim(), idempotency_key: key },
      {
        onSuccess: ({ credit_note }) => {
          setAsking(false);
          setKey(newIdempotencyKey());
          notify.success(
            `Credit note ${credit_note.number} issued for ${formatCents(credit_note.total_cents)}.`,
          );
          onDone();
        },
        onError: () => setAsking(false),
      },
    );
  }

  const set = (id: string, change: Partial<LineChoice>) =>
    setChoices((all) => ({ ...all, [id]: { ...(all[id] ?? { on: false, amount: '' }), ...change } }));

  return (
    <form noValidate onSubmit={submit} aria-label="New credit note" className="space-y-4">
      <h3 className="font-semibold">New credit note</h3>
      <CheckboxField
        label="Credit everything left on this invoice"
        description="For a sale that should not stand: every lot, charge and fee, with its premium and tax."
        checked={whole}
        onChange={(event) => setWhole(event.target.checked)}
      />
      {!whole && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">What it takes back</legend>
          {creditable.map((item) => {
            const choice = choices[item.id] ?? { on: false, amount: '' };
            return (
              <div key={item.id} className="grid items-start gap-2 sm:grid-cols-[1fr_10rem]">
                <CheckboxField
                  label={item.label}
                  description={item.detail}
                  checked={choice.on}
                  onChange={(event) => set(item.id, { on: event.target.checked })}
                />
                {choice.on && (
                  <TextField
                    label={
                      item.kind === 'lot'
                        ? 'Hammer credited ($)'
                        : item.kind === 'fee'
                          ? 'Fee waived ($)'
                          : 'Amount credited ($)'
                    }
                    inputMode="decimal"
                    value={choice.amount}
                    onChange={(event) => set(item.id, { amount: event.target.value })}
                  />
                )}
              </div>
            );
          })}
          <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
            <TextField
              label="Goodwill ($)"
              inputMode="decimal"
              value={goodwill.amount}
              onChange={(event) => setGoodwill({ ...goodwill, amount: event.target.value })}
            />
            <TextField
              label="Goodwill wording (optional)"
              value={goodwill.description}
              onChange={(event) => setGoodwill({ ...goodwill, description: event.target.value })}
            />
          </div>
        </fieldset>
      )}
      <TextField
        label="Reason (printed on the credit note)"
        value={reason}
        error={reasonError ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <div aria-live="polite" className="text-sm">
        {'problem' in request && <p className="text-slate-600 dark:text-slate-300">{request.problem}</p>}
        {body && preview.isError && (
          <p className="text-red-700 dark:text-red-300">{messageForError(preview.error).join(' ')}</p>
        )}
        {figures && (
          <dl
            className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4"
            aria-label="The credit note comes to"
          >
            {figures.hammer_cents > 0 && <Figure label="Hammer" cents={figures.hammer_cents} />}
            {figures.premium_cents > 0 && <Figure label="Premium" cents={figures.premium_cents} />}
            {figures.charges_cents > 0 && <Figure label="Charges" cents={figures.charges_cents} />}
            {figures.fees_cents > 0 && <Figure label="Fees waived" cents={figures.fees_cents} />}
            {figures.goodwill_cents > 0 && <Figure label="Goodwill" cents={figures.goodwill_cents} />}
            <Figure
              label={`${figures.tax_label} (${figures.tax_rate_bps / 100}%)`}
              cents={figures.tax_cents}
            />
            <Figure label="Total credited" cents={figures.total_cents} strong />
          </dl>
        )}
      </div>
      {issue.error && (
        <Alert tone="error">
          <p>{messageForError(issue.error).join(' ')}</p>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!figures}>
          Issue credit note…
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {asking && figures && (
        <ConfirmDialog
          title={`Issue a credit note for ${formatCents(figures.total_cents)}?`}
          confirmLabel="Issue and e-mail"
          busy={issue.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>
            It takes the next credit note number, lowers what {invoice.buyer_name} owes by{' '}
            {formatCents(figures.total_cents)}, and is e-mailed to them. A credit note cannot be changed
            afterwards.
          </p>
          <p>Reason: {reason.trim()}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

function Figure({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={strong ? 'font-semibold tabular-nums' : 'tabular-nums'}>{formatCents(cents)}</dd>
    </div>
  );
}

/**
 * The invoice's credit notes with their PDFs, the form for a new one, and, when a credit note
 * leaves more paid than owed, what the house now owes the buyer back.
 */
export function CreditNotesPanel({
  invoice,
  opened,
  onOpenedChange,
}: {
  invoice: StaffInvoiceDetail;
  /** The form is open: `whole` when staff chose "Credit in full". */
  opened: 'lines' | 'whole' | null;
  onOpenedChange: (opened: 'lines' | 'whole' | null) => void;
}) {
  const creditable = invoice.status !== 'draft' && invoice.status !== 'void';
  const owedBack = -invoice.balance_cents;
  return (
    <div className="space-y-4">
      {invoice.credit_notes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No credit notes.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {invoice.credit_notes.map((note) => (
            <li key={note.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {note.number} · {formatDay(note.issued_on)} · {formatCents(note.total_cents)}
                </p>
                <p className="break-words text-slate-600 dark:text-slate-300">{note.reason}</p>
              </div>
              <Button
                variant="secondary"
                aria-label={`Download ${note.number} as a PDF`}
                onClick={() => void downloadCreditNotePdf(note.id, note.number).catch(() => undefined)}
              >
                <FileDown aria-hidden="true" className="size-4" />
                PDF
              </Button>
            </li>
          ))}
        </ul>
      )}
      {owedBack > 0 && (
        <Alert tone="warning" title={`The buyer is owed ${formatCents(owedBack)}`}>
          <p>
            More was paid than this invoice now comes to after its credit notes. Refund{' '}
            {formatCents(owedBack)} from a payment under Payments.
          </p>
        </Alert>
      )}
      {creditable &&
        (opened ? (
          <CreditNoteForm
            key={opened}
            invoice={invoice}
            whole={opened === 'whole'}
            onDone={() => onOpenedChange(null)}
          />
        ) : (
          <Button variant="secondary" onClick={() => onOpenedChange('lines')}>
            <ReceiptText aria-hidden="true" className="size-4" />
            New credit note…
          </Button>
        ))}
    </div>
  );
}
