import { defineModule, routeGroup } from '../../platform/module';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

type ContactNeeds = Parameters<typeof createContactService>[0];

/** The public contact form, mailed to the house. */
export const contactModule = defineModule({
  name: 'contact',
  build: (needs: ContactNeeds) => ({
    routes: [routeGroup(contactRoutes, { contact: createContactService(needs) })],
  }),
});
