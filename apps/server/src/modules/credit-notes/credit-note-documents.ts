import type { CreditNote } from '@auction/contracts';
import type { OutboxAttachmentColumn } from '../../db/schema';
import type { MailAttachment } from '../../mail/mail-transport';
import { houseDetails } from '../invoice-documents/pdf-pieces';
import type { SettingsService } from '../settings/settings.service';
import { creditNoteFileName, renderCreditNotePdf } from './credit-note-pdf';

/** A credit note as a file: its PDF for staff and the buyer, and as the attachment of its mail. */
export function createCreditNoteDocuments(deps: {
  settings: SettingsService;
  publicUrl: string;
  staffNote: (noteId: string) => Promise<CreditNote>;
}) {
  async function pdfOf(note: CreditNote) {
    return {
      filename: creditNoteFileName(note),
      pdf: await renderCreditNotePdf(note, await houseDetails(deps.settings, deps.publicUrl)),
    };
  }
  return {
    pdfOf,
    /** The mail sender's hook: the credit notes a stored mail names, made now. */
    async attachments(list: readonly OutboxAttachmentColumn[]): Promise<MailAttachment[]> {
      const files: MailAttachment[] = [];
      for (const attachment of list) {
        if (attachment.kind !== 'credit_note_pdf') continue;
        const { filename, pdf } = await pdfOf(await deps.staffNote(attachment.credit_note_id));
        files.push({ filename, content: pdf, contentType: 'application/pdf' });
      }
      return files;
    },
  };
}
export type CreditNoteDocuments = ReturnType<typeof createCreditNoteDocuments>;
