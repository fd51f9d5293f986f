import { adminAreaRoles, journalQuerySchema, journalSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../plugins/auth';
import type { BooksService } from './books.service';
import { quickbooksJournalCsv, xeroJournalCsv } from './books-csv';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff and Admin read the period's journal as JSON, or download it for QuickBooks Online or Xero. */
export const booksRoutes: FastifyPluginAsyncZod<{ books: BooksService }> = async (app, { books }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/books/journal',
    { schema: { tags, security, querystring: journalQuerySchema, response: { 200: journalSchema } } },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const { journal, xeroTaxRate } = await books.journal({ from, to });
      if (format === 'json') return journal;
      const csv =
        format === 'quickbooks' ? quickbooksJournalCsv(journal) : xeroJournalCsv(journal, xeroTaxRate);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="journal-${format}-${from}-to-${to}.csv"`)
          // A string is sent as it is: the JSON schema above never sees the CSV.
          .send(csv as never)
      );
    },
  );
};
