import type { contactBodySchema } from '@auction/contracts';
import type { z } from 'zod';
import type { MailService } from '../../mail/mail.service';
import { contactMail } from '../../mail/mail-templates';
import type { SettingsService } from '../settings/settings.service';

export const contactReceived = 'Thank you for your message. We will get back to you soon.';

/** The contact form mails the house's contact address, with the sender as Reply-To. */
export function createContactService(deps: { mail: MailService; settings: SettingsService }) {
  return {
    async send(body: z.infer<typeof contactBodySchema>): Promise<string> {
      const settings = await deps.settings.get();
      await deps.mail.send(
        contactMail({
          siteName: settings.site_name,
          to: settings.contact_email,
          from: { name: body.name, email: body.email, phone: body.phone },
          subject: body.subject,
          message: body.message,
        }),
      );
      return contactReceived;
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
