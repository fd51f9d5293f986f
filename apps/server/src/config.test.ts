import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, configVariableNames, loadConfig } from './config';
import { configDocs } from './config-docs';
import { withJwtSecret } from './jwt-secret';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: '/srv/app/data',
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      jwtSecret: null,
      tokenTtlSeconds: 604_800,
      logLevel: 'info',
      nodeEnv: 'development',
      isHttps: false,
      stripe: null,
      s3: null,
    });
    expect(config.allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
    ]);
  });

  it('reads the settings of a house on several machines, with defaults for one', () => {
    expect(loadConfig({})).toMatchObject({
      backups: { encryptionKey: null, bucketKeep: 14 },
      metricsAllow: ['127.0.0.1', '::1'],
      sockets: { guestsPerAddress: 500, perUser: 10 },
      outage: { gapSeconds: 60, retimeSeconds: 600 },
    });
    const config = loadConfig({
      METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5',
      GUEST_SOCKETS_PER_ADDRESS: '2000',
      OUTAGE_GAP_SECONDS: '120',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.ca/photos/',
    });
    expect(config.metricsAllow).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(config.sockets.guestsPerAddress).toBe(2000);
    expect(config.outage.gapSeconds).toBe(120);
    expect(config.s3?.publicUrl).toBe('https://cdn.example.ca/photos');
    expect(() => loadConfig({ SOCKETS_PER_USER: '0' })).toThrow(
      'SOCKETS_PER_USER must be a whole number between 1 and 1000',
    );
    expect(() => loadConfig({ BACKUP_ENCRYPTION_KEY: 'short' })).toThrow(
      'BACKUP_ENCRYPTION_KEY must be at least 32 characters long',
    );
  });

  it('treats empty strings as unset and derives the public address from the port', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', PUBLIC_URL: '' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeNull();
  });

  it('keeps Vite out of the allowed origins in production, and honours ALLOWED_ORIGINS', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://auctions.example.ca/' }).allowedOrigins,
    ).toEqual(['https://auctions.example.ca']);
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://a.example.ca, https://b.example.ca/path' }).allowedOrigins,
    ).toEqual(['https://a.example.ca', 'https://b.example.ca']);
  });

  it('seeds the demo house by default, and only the first Admin for a house going live', () => {
    expect(loadConfig({}).firstStart).toEqual({ demo: true });
    expect(loadConfig({ DEMO_DATA: 'false', FIRST_ADMIN_EMAIL: 'Office@Example.ca' }).firstStart).toEqual({
      demo: false,
      adminEmail: 'office@example.ca',
    });
    expect(() => loadConfig({ DEMO_DATA: 'false' })).toThrow(
      'FIRST_ADMIN_EMAIL must be set when DEMO_DATA is false',
    );
    expect(() => loadConfig({ DEMO_DATA: 'no' })).toThrow('DEMO_DATA must be true or false');
    expect(() => loadConfig({ DEMO_DATA: 'false', FIRST_ADMIN_EMAIL: 'office' })).toThrow(
      'FIRST_ADMIN_EMAIL must be an e-mail address',
    );
  });

  it('names the variable in the error', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'Invalid configuration: PORT must be a number between 1 and 65535',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be a number between 1 and 65535');
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        TOKEN_TTL_SECONDS: '5',
        S3_BUCKET: 'photos',
        ALLOWED_ORIGINS: 'not a url',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'LOG_LEVEL', 'TOKEN_TTL_SECONDS']) {
        expect(message).toContain(name);
      }
    }
    expect(() => loadConfig({ S3_BUCKET: 'photos' })).toThrow(
      'S3_ACCESS_KEY_ID must be set when S3 storage is configured',
    );
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow('ALLOWED_ORIGINS');
  });

  it('turns on https handling for an https public address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://auctions.example.ca' }).isHttps).toBe(true);
  });

  it('documents every variable it reads', () => {
    expect(configDocs.map((doc) => doc.name).sort()).toEqual([...configVariableNames].sort());
  });
});

describe('withJwtSecret', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when set', async () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect((await withJwtSecret(config)).jwtSecret).toBe('x'.repeat(40));
  });

  it('generates a secret on first start, keeps it private, and reuses it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'jwt-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = await withJwtSecret(config);
    const again = await withJwtSecret(config);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(43);
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('refuses a kept secret that is too short', async () => {
    dir = await mkdtemp(join(tmpdir(), 'jwt-'));
    await writeFile(join(dir, 'jwt-secret'), 'short');
    await expect(withJwtSecret(loadConfig({ DATA_DIR: dir }))).rejects.toThrow('too short');
  });
});
