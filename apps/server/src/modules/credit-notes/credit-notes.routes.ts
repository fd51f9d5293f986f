import {
  adminAreaRoles,
  creditNoteFiguresSchema,
  creditNotePreviewSchema,
  creditNoteSchema,
  issueCreditNoteBodySchema,
  staffInvoiceDetailSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, requireUser, signedIn } from '../../plugins/auth';
import { sendPdf } from '../invoice-documents/invoice-documents.routes';
import type { CreditNoteDocuments } from './credit-note-documents';
import type { CreditNotesService } from './credit-notes.service';

const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });
const pdfAnswer = { 200: z.any().describe('The credit note as a PDF (application/pdf).') };

/** Staff credit an issued invoice (a preview first), read a credit note and print it. */
export const staffCreditNotesRoutes: FastifyPluginAsyncZod<{
  creditNotes: CreditNotesService;
  documents: CreditNoteDocuments;
}> = async (app, { creditNotes, documents }) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.post(
    '/api/admin/invoices/:id/credit-notes/preview',
    {
      schema: {
        tags,
        security,
        params,
        body: creditNotePreviewSchema,
        response: { 200: creditNoteFiguresSchema },
      },
    },
    (request) => creditNotes.preview(request.params.id, request.body),
  );

  app.post(
    '/api/admin/invoices/:id/credit-notes',
    {
      schema: {
        tags,
        security,
        params,
        body: issueCreditNoteBodySchema,
        response: { 200: z.object({ credit_note: creditNoteSchema, invoice: staffInvoiceDetailSchema }) },
      },
    },
    (request) =>
      creditNotes.issue(request.params.id, request.body, { id: signedIn(request).id, ip: request.ip }),
  );

  app.get(
    '/api/admin/credit-notes/:id',
    { schema: { tags, security, params, response: { 200: creditNoteSchema } } },
    (request) => creditNotes.staffNote(request.params.id),
  );

  app.get(
    '/api/admin/credit-notes/:id/pdf',
    { schema: { tags, security, params, response: pdfAnswer } },
    async (request, reply) =>
      sendPdf(reply, await documents.pdfOf(await creditNotes.staffNote(request.params.id))),
  );
};

/** The buyer's own credit note as a PDF: anyone else's is not found. */
export const buyerCreditNotesRoutes: FastifyPluginAsyncZod<{
  creditNotes: CreditNotesService;
  documents: CreditNoteDocuments;
}> = async (app, { creditNotes, documents }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/credit-notes/:id/pdf',
    { schema: { tags: ['invoices'], security, params, response: pdfAnswer } },
    async (request, reply) =>
      sendPdf(
        reply,
        await documents.pdfOf(await creditNotes.buyerNote(signedIn(request).id, request.params.id)),
      ),
  );
};
