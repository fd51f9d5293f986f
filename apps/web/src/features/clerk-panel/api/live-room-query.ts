import { type LiveSnapshot, liveSnapshotSchema } from '@auction/contracts';
import { http } from '../../../lib/http/client';

/** `GET /api/auctions/:id/live`: the whole room at its last `seq` (staff get the clerk's view). */
export async function fetchLiveRoom(auctionId: string): Promise<LiveSnapshot> {
  const { data } = await http.get(`/api/auctions/${auctionId}/live`);
  return liveSnapshotSchema.parse(data);
}
