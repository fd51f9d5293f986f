import {
  type ConsentLedgerQuery,
  consentWording,
  type UnsubscribeAnswer,
  type UnsubscribePreview,
  unsubscribeMessages,
} from '@auction/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { type ConsentChange, eraseFromLedger, recordConsent } from './consent-ledger';
import { consentHistorySql, consentLedgerPage, consentLedgerRows, subscriberOf } from './consent-queries';
import { readUnsubscribeToken, type UnsubscribeSubject } from './unsubscribe-links';

/** `j•••@example.com`: enough for a person to recognise their address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** How an unsubscribe arrived: the page's button, or a mail program's one-click POST (RFC 8058). */
export type UnsubscribeWay = 'page' | 'one_click';

export interface RequestEvidence {
  ip: string;
  userAgent: string | null;
}

export function createMarketingConsentService(deps: { db: Database; clock: Clock; secret: string }) {
  const { db, clock } = deps;

  /** The person a token names; an unknown, forged or erased one is refused the same way. */
  async function subjectOf(
    token: string,
  ): Promise<UnsubscribeSubject & { email: string; subscribed: boolean }> {
    const subject = readUnsubscribeToken(deps.secret, token);
    const user = subject ? await subscriberOf(db, subject.userId) : null;
    if (!subject || !user)
      throw new AppError('TOKEN_INVALID', unsubscribeMessages.invalid, {
        token: [unsubscribeMessages.invalid],
      });
    return { ...subject, email: user.email, subscribed: user.marketing_consent };
  }

  return {
    /** Consent changes, each in its own transaction (the sign-up form, the profile switch). */
    async record(change: ConsentChange): Promise<boolean> {
      return db.transaction((tx) => recordConsent(tx, change, clock()));
    },

    /** What the unsubscribe page shows; reading it changes nothing (link scanners open links). */
    async preview(token: string): Promise<UnsubscribePreview> {
      const subject = await subjectOf(token);
      return { email: maskEmail(subject.email), subscribed: subject.subscribed };
    },

    async unsubscribe(
      token: string,
      way: UnsubscribeWay,
      evidence: RequestEvidence,
    ): Promise<UnsubscribeAnswer> {
      const subject = await subjectOf(token);
      await db.transaction((tx) =>
        recordConsent(
          tx,
          {
            userId: subject.userId,
            granted: false,
            source: way === 'page' ? 'unsubscribe_link' : 'unsubscribe_header',
            wording: way === 'page' ? consentWording.unsubscribePage : consentWording.unsubscribeHeader,
            campaignId: subject.campaignId,
            ip: evidence.ip,
            userAgent: evidence.userAgent,
          },
          clock(),
        ),
      );
      return { email: maskEmail(subject.email), message: unsubscribeMessages.done };
    },

    ledgerPage: (query: ConsentLedgerQuery) => consentLedgerPage(db, query),
    ledgerRows: (query: Pick<ConsentLedgerQuery, 'q'>) => consentLedgerRows(db, query),

    /** A person's own consent history as a query: one section of their PIPEDA export. */
    historySql: consentHistorySql,

    /** The ledger forgets whose address and device it was, on the erasure's transaction (decision 0044). */
    erase: eraseFromLedger,
  };
}
export type MarketingConsentService = ReturnType<typeof createMarketingConsentService>;
