import { defineModule, routeGroup } from '../../platform/module';
import { labelsRoutes } from './labels.routes';
import { createLabelsService } from './labels.service';

/** Printed labels for items and locations, with their barcodes. */
export const labelsModule = defineModule({
  name: 'labels',
  build: (needs: Parameters<typeof createLabelsService>[0]) => ({
    routes: [routeGroup(labelsRoutes, { labels: createLabelsService(needs) })],
  }),
});
