import { consentWording } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneOf } from '../db/queries';
import { type ConsentChange, recordConsent } from '../modules/marketing-consent/consent-ledger';

const days = (n: number) => n * 86_400_000;

type DemoConsent = Omit<ConsentChange, 'userId'> & { email: string; daysAgo: number };

/**
 * The demo accounts' consent history (decision 0049): each answered the sign-up form, one opted
 * in later from the profile and one unsubscribed from a mail's link, so the ledger and the
 * campaigns' audience have something real to show. It goes through the one consent function.
 */
const demoConsents: readonly DemoConsent[] = [
  {
    email: 'admin@harbourside.example',
    granted: false,
    source: 'sign_up_form',
    wording: consentWording.signUp,
    daysAgo: 120,
  },
  {
    email: 'staff@harbourside.example',
    granted: false,
    source: 'sign_up_form',
    wording: consentWording.signUp,
    daysAgo: 110,
  },
  {
    email: 'bidder@harbourside.example',
    granted: true,
    source: 'sign_up_form',
    wording: consentWording.signUp,
    daysAgo: 90,
  },
  {
    email: 'bidder2@harbourside.example',
    granted: true,
    source: 'sign_up_form',
    wording: consentWording.signUp,
    daysAgo: 80,
  },
  {
    email: 'consignor@harbourside.example',
    granted: false,
    source: 'sign_up_form',
    wording: consentWording.signUp,
    daysAgo: 70,
  },
  {
    email: 'consignor@harbourside.example',
    granted: true,
    source: 'profile',
    wording: consentWording.profile,
    daysAgo: 30,
  },
  {
    email: 'bidder2@harbourside.example',
    granted: false,
    source: 'unsubscribe_link',
    wording: consentWording.unsubscribePage,
    daysAgo: 6,
  },
];

/** Writes the history once, into a ledger that is still empty; answers how many rows it wrote. */
export async function seedConsentLedger(db: Database, now = new Date()): Promise<number> {
  const existing = await oneOf<{ id: string }>(db, sql`select id from marketing_consents limit 1`);
  if (existing) return 0;
  let written = 0;
  for (const { email, daysAgo, ...change } of demoConsents) {
    const user = await oneOf<{ id: string }>(db, sql`select id from users where email = ${email}`);
    if (!user) continue;
    const at = new Date(now.getTime() - days(daysAgo));
    const added = await db.transaction((tx) => recordConsent(tx, { ...change, userId: user.id }, at));
    if (added) written += 1;
  }
  return written;
}
