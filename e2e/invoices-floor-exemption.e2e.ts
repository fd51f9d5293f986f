import type { Auction, StaffInvoicePage, StaffLot } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** The clerk's console over the socket: each action answered by its acknowledgement or an error. */
async function clerk(token: string) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws?token=${encodeURIComponent(token)}`);
  const messages: { type: string; request_id?: string; message?: string }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await expect.poll(() => messages.some((m) => m.type === 'authenticated'), wait).toBe(true);
  let count = 0;
  return {
    async act(auctionId: string, action: Record<string, unknown>) {
      count += 1;
      const requestId = `floor-exemption-${count}-${Date.now()}`;
      socket.send(
        JSON.stringify({ type: 'clerk_action', auction_id: auctionId, action, request_id: requestId }),
      );
      await expect.poll(() => messages.find((m) => m.request_id === requestId), wait).toBeTruthy();
      const reply = messages.find((m) => m.request_id === requestId);
      expect(reply?.type, reply?.message).toBe('live_ack');
    },
    close: () => socket.close(),
  };
}

describe('a floor buyer without an account', () => {
  it('is registered at the desk, buys a lot in the room, gets an invoice, and staff record their tax exemption on it', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const now = Date.now();
    const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
      title: `Floor exemption sale ${now}`,
      type: 'live',
      start_at: new Date(now + 60 * 60_000).toISOString(),
      end_at: new Date(now + 4 * 60 * 60_000).toISOString(),
      requires_approval: false,
    })) as Auction;
    const lot = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
      title: 'Birch Bark Canoe Model',
      lot_number: '1',
      startingBid: 100,
    })) as StaffLot;
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
    const paddle = 100 + (now % 6000);
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/floor-registrations`, {
      paddle_number: paddle,
      name: 'Millbrook Band Office',
      phone: '902-555-0177',
      email: '',
      address: { line1: '820 Willow Street', city: 'Truro', province: 'NS', postal_code: 'B2N 6N8' },
      id_checked: true,
      id_note: 'Status card',
    });

    const room = await clerk(staffToken);
    await room.act(auction.id, { type: 'open_lot', lot_id: lot.id });
    await room.act(auction.id, { type: 'floor_bid', amount: 100, paddle });
    await room.act(auction.id, { type: 'sold', paddle });
    await room.act(auction.id, { type: 'end_sale' });
    room.close();

    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/invoices`, {});
    const list = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/invoices?auction_id=${auction.id}`,
    )) as StaffInvoicePage;
    expect(list.data.map((row) => [row.paddle_number, row.buyer_name])).toEqual([
      [paddle, 'Millbrook Band Office'],
    ]);

    const { context, page } = await signedInPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/invoices/${list.data[0]?.id}`);
    await page.getByRole('heading', { name: 'Draft invoice' }).waitFor(wait);
    await page.getByText(/This floor buyer has no account/).waitFor(wait);
    await page.getByRole('button', { name: 'Record an exemption' }).click();
    const form = page.getByRole('form', { name: 'Record a tax exemption' });
    await form.getByLabel('Exemption number').fill(`RT-${now}`);
    await form.getByRole('button', { name: 'Record exemption' }).click();
    await page
      .getByRole('table', { name: 'Tax exemptions' })
      .getByRole('rowheader', { name: `RT-${now}` })
      .waitFor(wait);
    await page.getByText(`RT-${now}`).nth(1).waitFor(wait);
    await expectNoA11yViolations(page, 'floor buyer’s draft with an exemption (staff, desktop, light)');
    await context.close();
  }, 180_000);
});
