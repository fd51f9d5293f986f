import type { FastifyBaseLogger } from 'fastify';
import { defineModule, routeGroup } from '../../platform/module';
import { imageImportRoutes } from './image-import.routes';
import { createImageImportService } from './image-import.service';

type ImageImportNeeds = Parameters<typeof createImageImportService>[0] & { log: FastifyBaseLogger };

/** A zip of pictures matched to lots or items by file name. */
export const imageImportModule = defineModule({
  name: 'image-import',
  build: ({ log, ...needs }: ImageImportNeeds) => {
    const imageImports = createImageImportService(needs);
    return {
      routes: [routeGroup(imageImportRoutes, { imageImports })],
      jobs: [
        {
          // Picture imports a stopped server left running say so on their page instead of running forever.
          start: () => {
            imageImports
              .failInterrupted()
              .catch((error: unknown) =>
                log.error({ err: error }, 'marking interrupted picture imports failed'),
              );
          },
          stop: async () => {},
        },
      ],
    };
  },
});
