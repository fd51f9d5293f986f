import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

/** The sale's papers that print whole, as the server names them (decision 0083). */
export type SalePaper = 'catalogue' | 'auctioneer-book';

/** Fetches the sale's catalogue or auctioneer's book as a PDF with the staff token, and saves it. */
export async function downloadSalePaper(
  auctionId: string,
  paper: SalePaper,
  fileName: string,
): Promise<void> {
  const answer = await http.get<Blob>(`/api/admin/auctions/${auctionId}/${paper}.pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, fileName);
}
