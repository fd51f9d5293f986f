import { buyerOwingSchema } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** What the signed-in buyer still has to pay, summed by the server from each invoice's balance. */
export const invoicesOwingQuery = queryOptions({
  queryKey: ['invoices', 'owing'],
  queryFn: async () => buyerOwingSchema.parse((await http.get('/api/invoices/owing')).data),
  staleTime: 0,
});
