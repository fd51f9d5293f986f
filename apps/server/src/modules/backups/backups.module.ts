import { defineModule, routeGroup } from '../../platform/module';
import { createBackupScheduleJob } from './backups.job';
import { backupsRoutes } from './backups.routes';
import { createBackupsService } from './backups.service';

/** Backups of the database and pictures: now, on the nightly schedule, download and restore. */
export const backupsModule = defineModule({
  name: 'backups',
  build: (needs: Parameters<typeof createBackupsService>[0]) => {
    const backups = createBackupsService(needs);
    return {
      routes: [routeGroup(backupsRoutes, { backups, settings: needs.settings })],
      jobs: [createBackupScheduleJob({ ...needs, backups })],
      ready: () => backups.prepare(),
    };
  },
});
