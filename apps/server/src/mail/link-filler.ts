import type { NewMail } from './outbox.repository';

/** Turns the placeholders of links that grant access into real links, when a mail is handed over. */
export interface LinkFiller {
  fill(mail: NewMail): Promise<NewMail>;
}
