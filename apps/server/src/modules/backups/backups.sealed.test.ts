import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Backup, BackupList } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupKeyOf, plainCopy, sealedCopy, uploadBackup } from '../../../test/backups/backup-files';
import { type BuiltUser, buildCategory, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { categories, users } from '../../db/schema';
import { createAuditRepository } from '../../platform/audit.repository';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { sealMessages } from './backup-crypto';
import { intakeMessages } from './backup-intake';
import { createBackupsService } from './backups.service';

let t: TestApp;
let admin: BuiltUser;
let adminToken: string;
const clock = testClock();
const silent = { warn() {}, error() {}, info() {} } as never;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  admin = await buildUser(t, {
    roles: ['Admin', 'Bidder'],
    name: 'Sealed Backup',
    email: 'sealed.backup@example.ca',
  });
  adminToken = await tokenFor(t, admin);
});
afterAll(() => t.close());

const folder = () => join(t.dataDir, 'backups');
const list = async () =>
  (await t.request<BackupList>({ method: 'GET', url: '/api/admin/backups', token: adminToken })).body;
const upload = (bytes: Buffer) => uploadBackup(t, adminToken, bytes);
const restore = (name: string) =>
  t.request({
    method: 'POST',
    url: `/api/admin/backups/${name}/restore`,
    token: adminToken,
    payload: { confirmation: 'RESTORE' },
  });
const otherKey = 'another-key-of-another-site-long-enough-to-use';

async function backUp(): Promise<Backup> {
  clock.advance(1_000);
  const answer = await t.request<Backup>({ method: 'POST', url: '/api/admin/backups', token: adminToken });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** The service as another start of the server builds it (the test app's own is not reachable). */
function anotherInstance(offsite?: Parameters<typeof createBackupsService>[0]['offsite']) {
  const settingsRepository = createSettingsRepository(t.db);
  const audit = createAuditRepository(t.db);
  return createBackupsService({
    db: t.db,
    dataDir: t.dataDir,
    encryptionKey: null,
    ...(offsite ? { offsite } : {}),
    settings: createSettingsService({ settings: settingsRepository, audit }),
    settingsRepository,
    audit,
    clock,
    log: silent,
  });
}

/** Every file in the folder is a listed backup: nothing half-kept, nothing hidden. */
async function expectOnlyListed() {
  const names = (await list()).backups.map((b) => b.name).sort();
  expect((await readdir(folder())).sort()).toEqual(names);
}

describe('backups at rest', () => {
  it('holds no password hash, e-mail or picture in clear, and the key file is the owner’s alone', async () => {
    const known = 'a picture whose bytes would show in a plain tar';
    await mkdir(join(t.dataDir, 'uploads', 'lots'), { recursive: true });
    await writeFile(join(t.dataDir, 'uploads', 'lots', `${'ef'.repeat(16)}-320.webp`), known);
    const backup = await backUp();
    const bytes = await readFile(join(folder(), backup.name));
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    for (const clear of [
      row?.password_hash ?? 'missing',
      'sealed.backup@example.ca',
      known,
      'harbourside-auctions',
    ]) {
      expect(bytes.includes(Buffer.from(clear)), clear).toBe(false);
    }
    // The plain tar inside does hold them: the test would see them if they were not sealed.
    expect((await plainCopy(t, backup.name)).includes(Buffer.from(known))).toBe(true);
    const { mode } = await stat(join(t.dataDir, 'backup-key'));
    expect(mode & 0o777).toBe(0o600);
    await rm(join(t.dataDir, 'uploads', 'lots', `${'ef'.repeat(16)}-320.webp`));
  });

  it('refuses a backup with a byte flipped in the middle, before touching anything', async () => {
    const backup = await backUp();
    const category = await buildCategory(t, { name: 'Left alone' });
    const bytes = await readFile(join(folder(), backup.name));
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0x01;
    await writeFile(join(folder(), backup.name), bytes);
    const answer = await restore(backup.name);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body.message).toBe(sealMessages.damaged);
    const [row] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row?.name).toBe('Left alone');
    expect((await t.request({ method: 'GET', url: '/api/categories' })).status).toBe(200);
    const again = await upload(bytes);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(sealMessages.damaged);
    await rm(join(folder(), backup.name));
    await expectOnlyListed();
  });

  it('refuses a backup made with another key, as an upload and in the folder', async () => {
    const backup = await backUp();
    const foreign = await sealedCopy(await plainCopy(t, backup.name), otherKey);
    const answer = await upload(foreign);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(sealMessages.otherKey);
    expect(answer.body.errors?.file).toEqual([sealMessages.otherKey]);
    const name = backup.name.replace('-manual-', '-scheduled-');
    await writeFile(join(folder(), name), foreign);
    expect((await list()).backups.map((b) => b.name)).not.toContain(name);
    expect((await restore(name)).status).toBe(404);
    await rm(join(folder(), name));
    await expectOnlyListed();
  });
});

describe('compressed and older uploads', () => {
  it('reads a gzip-compressed backup (plain or sealed) and keeps it sealed and listed', async () => {
    const backup = await backUp();
    const plain = await plainCopy(t, backup.name);
    const sealed = await readFile(join(folder(), backup.name));
    for (const bytes of [gzipSync(plain), gzipSync(sealed), plain]) {
      const answer = await upload(bytes);
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body).toMatchObject({ uploaded: true, created_at: backup.created_at });
      expect((await list()).backups.map((b) => b.name)).toContain(answer.body.name);
      const kept = await readFile(join(folder(), answer.body.name));
      expect(kept.subarray(0, 8).toString('ascii')).toBe('HSBACKUP');
      expect((await plainCopy(t, answer.body.name)).equals(plain)).toBe(true);
      const removed = await t.request({
        method: 'DELETE',
        url: `/api/admin/backups/${answer.body.name}`,
        token: adminToken,
      });
      expect(removed.status).toBe(204);
    }
    await expectOnlyListed();
  });

  it('refuses a damaged or foreign compressed file with 422 and keeps nothing', async () => {
    const backup = await backUp();
    const whole = gzipSync(await plainCopy(t, backup.name));
    const cases: [string, Buffer, string][] = [
      ['cut short', whole.subarray(0, Math.floor(whole.length / 2)), intakeMessages.badGzip],
      ['not a backup', gzipSync(Buffer.from('just some text')), intakeMessages.notOurs],
      [
        'another key',
        gzipSync(await sealedCopy(await plainCopy(t, backup.name), otherKey)),
        sealMessages.otherKey,
      ],
    ];
    for (const [what, bytes, message] of cases) {
      const answer = await upload(bytes);
      expect(answer.status, what).toBe(422);
      expect(answer.body.message, what).toBe(message);
    }
    await expectOnlyListed();
  });

  it('encrypts the older plain backups in the folder at start; they then list and restore', async () => {
    const backup = await backUp();
    const category = await buildCategory(t, { name: 'Before the plain backup' });
    const plainName = backup.name.replace('-manual-', '-scheduled-').replace(/\.backup$/, '.tar');
    // A plain copy made after the category, as a backup of the older format would be.
    const later = await backUp();
    await writeFile(join(folder(), plainName), await plainCopy(t, later.name));
    await rm(join(folder(), later.name));
    const started = anotherInstance();
    await started.prepare();
    const sealedName = plainName.replace(/\.tar$/, '.backup');
    await expectOnlyListed();
    expect((await readFile(join(folder(), sealedName))).includes(Buffer.from('harbourside-auctions'))).toBe(
      false,
    );
    expect((await list()).backups.find((b) => b.name === sealedName)).toMatchObject({
      kind: 'manual',
      created_at: later.created_at,
    });
    expect(await backupKeyOf(t)).toHaveLength(43);

    await t.db.update(categories).set({ name: 'Renamed since' }).where(eq(categories.id, category.id));
    const answer = await restore(sealedName);
    expect(answer.status, answer.text).toBe(200);
    const [row] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row?.name).toBe('Before the plain backup');
  });
});

describe('the offsite copy', () => {
  it('copies each backup made and keeps the newest there; a failing copy leaves the backup made', async () => {
    const stored = new Map<string, Buffer>();
    const store = {
      put: async (name: string, file: string) => {
        stored.set(name, await readFile(file));
      },
      list: async () =>
        [...stored.keys(), 'harbourside-20200101-000000-uploaded-abcdef.backup'].map((name) => ({
          name,
          size: stored.get(name)?.length ?? 0,
        })),
      remove: async (name: string) => {
        stored.delete(name);
      },
      head: async (name: string, bytes: number) => (stored.get(name) ?? Buffer.alloc(0)).subarray(0, bytes),
      read: async () => null,
    };
    const backups = anotherInstance({ store, keep: 2 });
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1_000);
      made.push((await backups.create('manual', null)).name);
    }
    expect([...stored.keys()].sort()).toEqual(made.slice(1).sort());
    const name = made[2] ?? '';
    expect(stored.get(name)?.equals(await readFile(join(folder(), name)))).toBe(true);

    const failing = anotherInstance({
      store: { ...store, put: () => Promise.reject(new Error('no bucket')) },
      keep: 2,
    });
    clock.advance(1_000);
    const kept = await failing.create('manual', null);
    expect((await list()).backups.map((b) => b.name)).toContain(kept.name);
  });
});
