import { defineModule, routeGroup } from '../../platform/module';
import { createCreditNoteDocuments } from './credit-note-documents';
import { buyerCreditNotesRoutes, staffCreditNotesRoutes } from './credit-notes.routes';
import { type CreditNotesDeps, createCreditNotesService } from './credit-notes.service';

/**
 * Credit notes: staff give back lines, charges or a goodwill amount on an issued invoice, with its
 * premium and tax at the invoice's own rate; the invoice ledger applies them to the balance, and
 * the buyer gets the credit note's PDF by e-mail. The tax report reads what they provide.
 */
export const creditNotesModule = defineModule({
  name: 'credit-notes',
  build: (needs: CreditNotesDeps) => {
    const creditNotes = createCreditNotesService(needs);
    const documents = createCreditNoteDocuments({
      settings: needs.settings,
      publicUrl: needs.publicUrl,
      staffNote: creditNotes.staffNote,
    });
    return {
      routes: [
        routeGroup(staffCreditNotesRoutes, { creditNotes, documents }),
        routeGroup(buyerCreditNotesRoutes, { creditNotes, documents }),
      ],
      provides: {
        attachments: documents.attachments,
        issuedBetween: creditNotes.issuedBetween,
      },
    };
  },
});
