import type { Auction, Lot, StaffLot, StatementDetail } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import {
  addFromInventory,
  bidOn,
  consignmentCsv,
  consignorItems,
  createConsignorThroughForm,
  downloadOf,
  draftTimedSale,
  finaliseAndPayByCheque,
  importPicturesBySku,
  invoiceAndPay,
  linkAccountOnConsignorPage,
  longWait,
  makeAndOpenStatement,
  pictureOf,
  picturesZipBySku,
  publishEndingSoon,
  registerAccount,
  renderPdf,
  shootDashboard,
  wait,
  waitUntilClosed,
} from './support/journey';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const money = (cents: number) => cad.format(cents / 100);

/**
 * Issue 11's whole journey, from the consignor's truck to the consignor's cheque. Each step is a
 * test of its own, in order, on the data the steps before it made; a failed step fails the rest.
 */
describe('a consignor’s goods from intake to the cheque', () => {
  const run = Date.now().toString(36);
  const person = { name: `Marguerite Boudreau ${run}`, email: `m.boudreau.${run}@example.ca` };
  const batch = `Boudreau ${run}`;
  const state: {
    staffToken?: string;
    consignor?: { id: string; number: number; label: string };
    account?: { email: string; password: string; token: string };
    auction?: Auction;
    sold?: StaffLot[];
    unsold?: StaffLot[];
    statement?: StatementDetail;
  } = {};
  const staffToken = () => state.staffToken ?? '';
  const consignor = () => {
    if (!state.consignor) throw new Error('The consignor step did not pass');
    return state.consignor;
  };

  it('1. staff create the consignor’s record and link the account the consignor registered', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    state.staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    // The consignor registers on the site (the form is proven in accounts.e2e.ts: API here).
    const registered = await registerAccount(baseUrl, person.name, person.email);

    // Staff make the record and link the account on the consignor's page, as at the front desk.
    const { context, page } = await signedInPage(browser(), staffToken(), 'desktop', 'light');
    state.consignor = await createConsignorThroughForm(page, baseUrl, { ...person, phone: '902-555-0147' });
    await linkAccountOnConsignorPage(page, person.email);
    await page.getByText(`Signs in as ${person.name} (${person.email})`).waitFor(wait);
    await context.close();

    // Linking gave the account the Consignor role; the consignor signs in (once) from now on.
    state.account = { ...registered, token: await apiSignIn(baseUrl, registered.email, registered.password) };
    const me = (await apiCall(baseUrl, state.account.token, 'GET', '/api/users/profile')) as {
      roles: string[];
    };
    expect(me.roles).toContain('Consignor');
  }, 120_000);

  it('2. a clerk takes in an item with a picture and prints its label', async () => {
    const { context, page } = await signedInPage(browser(), staffToken(), 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/inventory/new`);
    await page.getByRole('heading', { name: 'Take in items' }).waitFor(wait);
    await page.getByLabel('Title').fill(`${batch} oak washstand`);
    // The clerk types the consignor's number and picks them from the suggestions.
    await page.getByRole('combobox', { name: 'Consignor' }).fill(`C-${consignor().number}`);
    await page.getByRole('option', { name: consignor().label }).click(wait);
    await page.getByText(consignor().label, { exact: true }).waitFor(wait);
    await page
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'washstand.jpg', mimeType: 'image/jpeg', buffer: await pictureOf(0, 800, 600) });
    await page.getByRole('button', { name: 'Save and next' }).click();
    const saved = page.getByText(/^Saved HA-\d{6} with 1 picture\./);
    await saved.waitFor(wait);
    const sku = ((await saved.textContent()) ?? '').match(/HA-\d{6}/)?.[0] ?? 'none';
    await page.getByRole('link', { name: `Open ${sku}` }).click();
    // Reloaded: the page first shows the item as cached before its picture was sent (reported).
    await page.getByRole('heading', { level: 1, name: `${sku} ${batch} oak washstand` }).waitFor(wait);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `${sku} ${batch} oak washstand` }).waitFor(wait);
    await page.getByText(`Consigned by ${person.name}`).waitFor(wait);
    await page.getByRole('img', { name: `${batch} oak washstand, cover` }).waitFor(wait);

    await page.getByRole('button', { name: 'Print label' }).click();
    const label = await downloadOf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(label.name).toBe('labels-avery-5160.pdf');
    const { text } = renderPdf(label.bytes, 'label-sheet');
    expect(text).toContain(sku);
    expect(text).toContain(`C-${consignor().number}`);
    await context.close();
  }, 120_000);

  it('3. staff import the consignor’s 200-row spreadsheet, three rows refused, then a zip of their pictures', async () => {
    const { context, page } = await signedInPage(browser(), staffToken(), 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/inventory/import`);
    await page.getByRole('heading', { level: 1, name: 'Import inventory' }).waitFor(wait);
    await page.getByLabel('CSV file to import').setInputFiles({
      name: 'boudreau-consignment.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(consignmentCsv(batch, consignor().number)),
    });
    await page.getByRole('heading', { name: 'Preview' }).waitFor(longWait);
    expect(await page.getByRole('combobox', { name: /^Consignor/ }).inputValue()).toBe('4');
    await page.getByText('197 rows ready').waitFor(wait);
    await page.getByText('3 rows with problems').waitFor(wait);
    await page.getByRole('button', { name: 'Confirm and import 197 rows' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor(longWait);
    await page.getByText('197 created, 0 updated, 0 unchanged, 3 skipped.').waitFor(wait);
    expect(await page.locator('li', { hasText: /^Row \d+:/ }).allInnerTexts()).toEqual([
      'Row 40: Starting bid: "12,50" has a decimal comma, which a comma-separated file cannot tell from a thousands comma: write it as 12.50, or save the file with semicolons',
      'Row 90: The title is missing',
      'Row 160: Quantity "0" is not a whole number of 1 or more',
    ]);

    // The photographer names each picture by the SKU on the item's label.
    const imported = (await consignorItems(baseUrl, staffToken(), consignor().id)).filter((item) =>
      item.title.startsWith(`${batch} item `),
    );
    expect(imported).toHaveLength(197);
    const zip = await picturesZipBySku(imported.map((item) => item.sku));
    await importPicturesBySku(page, baseUrl, zip, 197);
    await context.close();

    const again = await consignorItems(baseUrl, staffToken(), consignor().id);
    const first = again.find((item) => item.title === `${batch} item 001`);
    const detail = (await apiCall(baseUrl, staffToken(), 'GET', `/api/admin/inventory/${first?.id}`)) as {
      pictures: unknown[];
    };
    expect(detail.pictures).toHaveLength(1);
  }, 600_000);

  it('4. five items become lots of a timed sale; bidders buy three, and the buyer’s invoice is paid', async () => {
    state.auction = await draftTimedSale(baseUrl, staffToken(), `${batch} estate sale`);
    const titles = [1, 2, 3, 4, 5].map((n) => `${batch} item 00${n}`);
    const { context, page } = await signedInPage(browser(), staffToken(), 'desktop', 'light');
    await addFromInventory(page, baseUrl, state.auction.id, `${batch} item 00`, titles);
    const lots = (
      (await apiCall(baseUrl, staffToken(), 'GET', `/api/admin/auctions/${state.auction.id}/lots`)) as {
        data: StaffLot[];
      }
    ).data.sort((a, b) => a.sale_order - b.sale_order);
    expect(lots.map((lot) => [lot.title, lot.images.length, lot.consignor_id])).toEqual(
      titles.map((title) => [title, 1, consignor().id]),
    );

    await publishEndingSoon(page, baseUrl, staffToken(), state.auction, 25_000);
    const [a, b] = ['bidder', 'bidder2'].map((name) => demoAccountNamed(dataDir, name));
    const anne = await apiSignIn(baseUrl, a?.email ?? '', a?.password ?? '');
    const ben = await apiSignIn(baseUrl, b?.email ?? '', b?.password ?? '');
    state.sold = lots.slice(0, 3);
    state.unsold = lots.slice(3);
    // Anne leaves a maximum bid on three lots; Ben's higher maximums win them at one step above hers.
    await bidOn(
      baseUrl,
      anne,
      state.auction.id,
      state.sold.map((lot) => ({ lot, amount: lot.startingBid + 100 })),
    );
    await bidOn(
      baseUrl,
      ben,
      state.auction.id,
      state.sold.map((lot) => ({ lot, amount: lot.startingBid + 250 })),
    );
    await waitUntilClosed(baseUrl, staffToken(), state.auction.id);
    const outcomes = await Promise.all(
      lots.map(async (lot) => ((await (await fetch(`${baseUrl}/api/lots/${lot.id}`)).json()) as Lot).status),
    );
    expect(outcomes).toEqual(['sold', 'sold', 'sold', 'passed', 'passed']);

    await invoiceAndPay(page, baseUrl, state.auction, `CA${run}`);
    await context.close();
  }, 600_000);

  it('5. staff make the consignor’s statement, finalise it, record the cheque and print it', async () => {
    const auction = state.auction;
    if (!auction || !state.sold) throw new Error('The sale step did not pass');
    const { context, page } = await signedInPage(browser(), staffToken(), 'desktop', 'light');
    await makeAndOpenStatement(page, baseUrl, auction, consignor().label);
    const lines = page.getByRole('table').first();
    for (const lot of [...state.sold, ...(state.unsold ?? [])])
      await lines.getByText(lot.title).waitFor(wait);
    const amount = await finaliseAndPayByCheque(page, `Cheque ${run}`);

    const statement = (await apiCall(
      baseUrl,
      staffToken(),
      'GET',
      `/api/admin/consignor-statements/${consignor().id}/${auction.id}`,
    )) as StatementDetail;
    const hammers = await Promise.all(
      state.sold.map(
        async (lot) => ((await (await fetch(`${baseUrl}/api/lots/${lot.id}`)).json()) as Lot).currentBid,
      ),
    );
    state.statement = statement;
    expect(statement).toMatchObject({ status: 'paid', lots: 5, sold_lots: 3, buyers_paid: true });
    expect(statement.hammer_cents).toBe(
      hammers.reduce((sum: number, bid) => sum + Math.round((bid ?? 0) * 100), 0),
    );
    expect(statement.paid_cents).toBe(statement.net_payout_cents);
    expect(Math.round(Number(amount) * 100)).toBe(statement.net_payout_cents);
    expect(statement.payouts.map((payout) => [payout.method, payout.reference])).toEqual([
      ['cheque', `Cheque ${run}`],
    ]);

    const pdf = await downloadOf(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    const { text } = renderPdf(pdf.bytes, 'statement');
    for (const words of [
      person.name,
      `C-${consignor().number}`,
      state.sold[0]?.title ?? 'none',
      `Cheque ${run}`,
    ])
      expect(text).toContain(words);
    await context.close();
  }, 300_000);

  it('6. the consignor, signed in, follows it all on their dashboard', async () => {
    const { account, auction, statement } = state;
    if (!account || !auction || !statement) throw new Error('The statement step did not pass');
    const { context, page } = await signedInPage(browser(), account.token, 'phone', 'light');
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Your consignment' }).waitFor(wait);
    // 198 items: the washstand taken in at the desk and the 197 rows of the spreadsheet.
    const items = page.getByRole('region', { name: 'Your items' });
    await items
      .getByText(`198 items with us; 3 sold for ${money(statement.hammer_cents)} in all.`)
      .waitFor(wait);
    await items.getByLabel('Show').selectOption({ label: 'Sold' });
    for (const lot of state.sold ?? []) {
      const row = items.getByRole('listitem').filter({ hasText: lot.title });
      await row.getByText(new RegExp(`Lot ${lot.lotNumber}, ${auction.title}: sold for \\$`)).waitFor(wait);
    }
    await expect.poll(() => items.getByRole('listitem').count(), wait).toBe(3);

    const statements = page.getByRole('region', { name: 'Your statements' });
    const row = statements.getByRole('listitem').filter({ hasText: auction.title });
    await row.getByText('Paid', { exact: true }).waitFor(wait);
    await row.getByText(`Net ${money(statement.net_payout_cents)}`).waitFor(wait);
    // The consignor's copy: what the button fetches with their sign-in is the statement's PDF.
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /\/api\/consignor\/statements\/[\w-]+\/pdf$/.test(r.url()), longWait),
      row.getByRole('button', { name: `Download the statement for ${auction.title} (PDF)` }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const pdf = { bytes: await answer.body() };
    const { text } = renderPdf(pdf.bytes, 'consignor-copy');
    expect(text).toContain(`Cheque ${run}`);
    await shootDashboard(page, 'dashboard-375-light');
    await context.close();
  }, 180_000);
});
