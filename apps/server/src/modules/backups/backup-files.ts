import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { type Database, migrationsFolder } from '../../db/database';
import { createPglite } from '../../db/pglite';
import { oneOf } from '../../db/queries';

export type DatabaseKind = 'pglite' | 'postgres';

/** The engine behind the app's one database object (Drizzle keeps it as `$client`). */
function pgliteOf(db: Database): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}
function poolOf(db: Database): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}

export function databaseKindOf(db: Database): DatabaseKind {
  return pgliteOf(db) instanceof PGlite ? 'pglite' : 'postgres';
}

/** How many migrations the database has had: a backup may be restored only into code at least as new. */
export async function migrationLevel(db: Database): Promise<number> {
  const row = await oneOf<{ level: number }>(
    db,
    sql`SELECT count(*)::int AS level FROM drizzle.__drizzle_migrations`,
  );
  return Number(row?.level ?? 0);
}

/** The migrations this code carries, from drizzle's journal. */
export async function codeMigrationLevel(): Promise<number> {
  const journal = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** pg_dump and pg_restore get the connection without the password on their command line. */
function connectionOf(db: Database): { url: string; env: NodeJS.ProcessEnv } {
  const options = poolOf(db).options as { connectionString?: string };
  const url = new URL(options.connectionString ?? '');
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const toolTimeoutMs = 30 * 60_000;

/** Runs a PostgreSQL client tool without a shell; rejects with its own words when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, stdin?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'ignore', 'pipe'], timeout: toolTimeoutMs });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (error) =>
      reject(new Error(`${command} could not start (is postgresql-client installed?): ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
    child.stdin.end(stdin ?? '');
  });
}

/** Writes the whole database to `file`: PGlite's own data-directory dump, or `pg_dump --format=custom`. */
export async function dumpDatabase(db: Database, file: string): Promise<void> {
  if (databaseKindOf(db) === 'pglite') {
    const dump = await pgliteOf(db).dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return;
  }
  const { url, env } = connectionOf(db);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
    env,
  );
}

const restoredSchemas = ['public', 'drizzle'];
const maintenanceOn = `INSERT INTO settings (key, value) VALUES ('maintenance_mode', 'true'::jsonb)
  ON CONFLICT (key) DO UPDATE SET value = 'true'::jsonb, updated_at = now()`;

/**
 * Replaces the whole database with the dump, in one transaction (a failure leaves it as it was),
 * brings it up to the code's migrations, and leaves maintenance mode on for the caller to end.
 */
export async function restoreDatabase(db: Database, file: string): Promise<void> {
  if (databaseKindOf(db) === 'pglite') {
    await restorePglite(pgliteOf(db), file);
  } else {
    await restorePostgres(db, file);
  }
}

/**
 * PostgreSQL: pg_restore turns the dump into SQL, and psql runs it in one transaction after
 * dropping the two schemas, so tables the backup did not have yet go too and the migrations
 * that follow find the database exactly as it was.
 */
async function restorePostgres(db: Database, file: string): Promise<void> {
  const { url, env } = connectionOf(db);
  const script = await new Promise<string>((resolve, reject) => {
    const child = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      env,
      timeout: toolTimeoutMs,
    });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (error) =>
      reject(new Error(`pg_restore could not start (is postgresql-client installed?): ${error.message}`)),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`pg_restore failed: ${errors}`)),
    );
  });
  const prelude = restoredSchemas.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join('\n');
  await run(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${url}`,
      '--file=-',
    ],
    env,
    `${prelude}\nCREATE SCHEMA public;\n${script}\nSET search_path = public;\n${maintenanceOn};\n`,
  );
  await migrateNodePostgres(db as Parameters<typeof migrateNodePostgres>[0], { migrationsFolder });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * PGlite: the dump opens as a second, in-memory engine, is migrated to the code's level there, and
 * its tables are copied over the live engine's (COPY) in one transaction. The live engine stays open, so every
 * service keeps its database object and nothing needs reopening.
 */
async function restorePglite(live: PGlite, file: string): Promise<void> {
  const source = await createPglite(undefined, { loadDataDir: new Blob([await readFile(file)]) });
  try {
    await migratePglite(drizzle({ client: source }), { migrationsFolder });
    const tables = await source.query<{ schema: string; name: string }>(
      `SELECT schemaname AS schema, tablename AS name FROM pg_tables
        WHERE schemaname = ANY($1) ORDER BY schemaname, tablename`,
      [restoredSchemas],
    );
    const sequences = await source.query<{ schema: string; name: string; value: string; called: boolean }>(
      `SELECT schemaname AS schema, sequencename AS name, coalesce(last_value, start_value)::text AS value,
              last_value IS NOT NULL AS called
         FROM pg_sequences WHERE schemaname = ANY($1)`,
      [restoredSchemas],
    );
    await live.transaction(async (tx) => {
      // Triggers (append-only tables) and foreign keys are the source's business: its rows were valid.
      await tx.exec('SET LOCAL session_replication_role = replica');
      const names = tables.rows.map((table) => `${quote(table.schema)}.${quote(table.name)}`);
      await tx.exec(`TRUNCATE ${names.join(', ')}`);
      for (const table of tables.rows) {
        // COPY keeps every value exactly (a JSON null stays a JSON null, not an SQL NULL); a
        // generated column (a folded search text) is the database's to write again.
        const name = `${quote(table.schema)}.${quote(table.name)}`;
        const columns = await source.query<{ name: string }>(
          `SELECT attname AS name FROM pg_attribute
            WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
            ORDER BY attnum`,
          [name],
        );
        const list = columns.rows.map((column) => quote(column.name)).join(', ');
        const copied = await source.query(`COPY ${name} (${list}) TO '/dev/blob'`);
        if (copied.blob && copied.blob.size > 0) {
          await tx.query(`COPY ${name} (${list}) FROM '/dev/blob'`, [], { blob: copied.blob });
        }
      }
      for (const sequence of sequences.rows) {
        await tx.query('SELECT setval($1, $2::bigint, $3)', [
          `${quote(sequence.schema)}.${quote(sequence.name)}`,
          sequence.value,
          sequence.called,
        ]);
      }
      await tx.exec(maintenanceOn);
    });
  } finally {
    await source.close();
  }
}

/** Where the dump sits inside an archive's scratch folder. */
export const databaseDumpFile = (workDir: string) => join(workDir, 'database.dump');
