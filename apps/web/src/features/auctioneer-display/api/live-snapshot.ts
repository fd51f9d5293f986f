import { type LiveSnapshot, liveSnapshotSchema } from '@auction/contracts';
import { http } from '../../../lib/http/client';

/** `GET /api/auctions/:id/live`: the whole room as the server has it (staff also get the clerk's view). */
export async function fetchLiveSnapshot(auctionId: string): Promise<LiveSnapshot> {
  return liveSnapshotSchema.parse((await http.get(`/api/auctions/${auctionId}/live`)).data);
}
