import { linkSignature, linkSignatureHolds } from '../../signed-links';

/**
 * Signed addresses for counting opens and clicks, used only when an Admin switched tracking on for
 * a campaign. The token names the campaign and the person; a click also signs the address it
 * leads to, so the redirect cannot be pointed anywhere else (and the service checks the address
 * is one of the campaign's own links besides).
 */

export interface TrackingSubject {
  campaignId: string;
  userId: string;
}

const purpose = 'marketing-tracking:v1';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function trackingToken(secret: string, subject: TrackingSubject, url = ''): string {
  const body = `${subject.campaignId}.${subject.userId}`;
  return `${body}.${linkSignature(secret, purpose, `${body}:${url}`)}`;
}

/** The campaign and person a token names when its signature holds for `url` ('' for an open). */
export function readTrackingToken(secret: string, token: string, url = ''): TrackingSubject | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [campaignId, userId, signed] = parts as [string, string, string];
  if (!uuid.test(campaignId) || !uuid.test(userId)) return null;
  if (!linkSignatureHolds(secret, purpose, `${campaignId}.${userId}:${url}`, signed)) return null;
  return { campaignId, userId };
}

export function openPixelUrl(publicUrl: string, secret: string, subject: TrackingSubject): string {
  return `${publicUrl}/api/marketing/open/${trackingToken(secret, subject)}`;
}

export function clickUrl(publicUrl: string, secret: string, subject: TrackingSubject, url: string): string {
  const token = trackingToken(secret, subject, url);
  return `${publicUrl}/api/marketing/click/${token}?url=${encodeURIComponent(url)}`;
}

/** A 1×1 transparent GIF. */
export const openPixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
