import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/factories';
import {
  closedTimedSale,
  generate,
  invoicesOf,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';
import { newDeviceKeys } from '../../../test/push/local-push-service';
import { pushOutbox, pushSubscriptions } from '../../db/schema';

useInvoiceApp();

describe('the invoice-issued push', () => {
  it('reaches the buyer’s devices once, when the invoice is issued, and opens it', async () => {
    const { auction, alice } = await closedTimedSale();
    const token = await tokenFor(t, alice);
    await t.request({
      method: 'POST',
      url: '/api/users/me/push-subscriptions',
      token,
      payload: { endpoint: 'https://push.example.test/send/alice', keys: newDeviceKeys().keys },
    });
    const [device] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, alice.id));
    const queued = () =>
      t.db
        .select()
        .from(pushOutbox)
        .where(eq(pushOutbox.subscription_id, device?.id ?? ''));

    await generate(auction.id);
    const invoice = (await invoicesOf(auction.id)).data.find((row) => row.buyer_name === 'Alice Boudreau');
    expect(await queued()).toEqual([]);
    const issued = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoice?.id}/issue`,
      token: staff,
    });
    expect(issued.status).toBe(200);
    await t.request({ method: 'POST', url: `/api/admin/invoices/${invoice?.id}/issue`, token: staff });

    const pushes = await queued();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ kind: 'invoice_issued', dedupe_key: `invoice-issued:${invoice?.id}` });
    expect(pushes[0]?.payload).toMatchObject({ url: `/invoices/${invoice?.id}` });
    expect(pushes[0]?.payload.title).toMatch(/^Invoice .+ is ready$/);
  });
});
