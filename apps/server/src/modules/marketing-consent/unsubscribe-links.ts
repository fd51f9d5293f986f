import { linkSignature, linkSignatureHolds } from '../../signed-links';

/**
 * One-click unsubscribe under Canada's anti-spam law and RFC 8058: every marketing mail carries a
 * link and `List-Unsubscribe` headers that work without signing in. The token names the person
 * (and the campaign it came from) and is signed with a key derived from the server's secret, so
 * nobody can unsubscribe someone else by guessing; it never expires, as the law asks that an
 * unsubscribe work for at least 60 days after the mail.
 */

export interface UnsubscribeSubject {
  userId: string;
  campaignId: string | null;
}

const purpose = 'marketing-unsubscribe:v1';

/** `<userId>.<campaignId or "-">.<signature>`, URL-safe. */
export function unsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const body = `${subject.userId}.${subject.campaignId ?? '-'}`;
  return `${body}.${linkSignature(secret, purpose, body)}`;
}

/** The person and campaign a token names, or null when it is malformed or not ours. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, campaign, signed] = parts as [string, string, string];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  if (!uuid.test(userId) || (campaign !== '-' && !uuid.test(campaign))) return null;
  if (!linkSignatureHolds(secret, purpose, `${userId}.${campaign}`, signed)) return null;
  return { userId, campaignId: campaign === '-' ? null : campaign };
}

export interface UnsubscribeLink {
  /** The page a person opens from the mail's footer link (`/unsubscribe?token=`). */
  pageUrl: string;
  /** Headers for the outbox row: mail programs show an Unsubscribe button and POST to it. */
  headers: Record<string, string>;
}

export function unsubscribeLink(
  publicUrl: string,
  secret: string,
  subject: UnsubscribeSubject,
): UnsubscribeLink {
  const token = encodeURIComponent(unsubscribeToken(secret, subject));
  return {
    pageUrl: `${publicUrl}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/marketing/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
