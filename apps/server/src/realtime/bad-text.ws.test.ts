import { describe, expect, it } from 'vitest';
import { answerOf, buildLiveSale, clerk, joinRoom } from '../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../test/socket-test-app';
import { nulMessage, surrogateMessage } from '../plugins/text-check';

const served = useSocketTestApp();

describe('real-time messages with text a database cannot store', () => {
  it('are refused as VALIDATION_FAILED naming the field, and the sale carries on', async () => {
    const sale = await buildLiveSale(served.t);
    const id = sale.auction.id;
    const desk = await joinRoom(served.url, id, sale.clerkToken);
    await clerk(desk.socket, id, 'next_lot');
    for (const [text, message] of [
      ['Lot 2 next\u0000', nulMessage],
      ['Lot 2 \ud800 next', surrogateMessage],
    ] as const) {
      desk.socket.send({ type: 'send_message', auction_id: id, message: text, is_clerk: true });
      expect(await answerOf(desk.socket)).toMatchObject({
        type: 'error',
        code: 'VALIDATION_FAILED',
        message: `message: ${message}`,
        in_reply_to: 'send_message',
      });
    }
    desk.socket.send({ type: 'send_message', auction_id: id, message: 'Lot 2 next', is_clerk: true });
    expect(await answerOf(desk.socket)).toMatchObject({ type: 'live_ack', in_reply_to: 'send_message' });
  });
});
