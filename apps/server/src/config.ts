import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The whole environment, parsed once. `loadConfig` is pure: it reads only the object it is given
 * and throws one error that names every bad variable.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const urlOf = (protocols: readonly string[], text: string) =>
  optionalText.pipe(
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, text)
      .optional(),
  );

const wholeNumber = (min: number, max: number, fallback: number) => {
  const text = `must be a whole number between ${min} and ${max}`;
  return optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: text })
      .int(text)
      .min(min, text)
      .max(max, text)
      .default(fallback),
  );
};

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const nodeEnvs = ['development', 'production', 'test'] as const;

const envSchema = z.object({
  PORT: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a number between 1 and 65535' })
      .int('must be a number between 1 and 65535')
      .min(1, 'must be a number between 1 and 65535')
      .max(65535, 'must be a number between 1 and 65535')
      .default(3000),
  ),
  HOST: optionalText.pipe(z.string().default('0.0.0.0')),
  PUBLIC_URL: urlOf(['http:', 'https:'], 'must be an http:// or https:// URL'),
  ALLOWED_ORIGINS: optionalText,
  TRUST_PROXY: optionalText.pipe(
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  DATA_DIR: optionalText.pipe(z.string().default('./data')),
  DEMO_DATA: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).default('true')),
  FIRST_ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:'], 'must be a postgres:// URL'),
  REDIS_URL: urlOf(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL'),
  SMTP_URL: urlOf(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: optionalText.pipe(z.string().default('Harbourside Auctions <no-reply@harbourside.example>')),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  TOKEN_TTL_SECONDS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a whole number of seconds between 60 and 31536000' })
      .int('must be a whole number of seconds between 60 and 31536000')
      .min(60, 'must be a whole number of seconds between 60 and 31536000')
      .max(31_536_000, 'must be a whole number of seconds between 60 and 31536000')
      .default(7 * 24 * 3600),
  ),
  SENTRY_DSN: urlOf(['http:', 'https:'], 'must be a Sentry DSN URL'),
  STRIPE_SECRET_KEY: optionalText.pipe(z.string().startsWith('sk_', 'must start with sk_').optional()),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().startsWith('pk_', 'must start with pk_').optional()),
  STRIPE_API_BASE: urlOf(['http:', 'https:'], 'must be an http:// or https:// URL'),
  S3_ENDPOINT: urlOf(['http:', 'https:'], 'must be an http:// or https:// URL'),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: urlOf(['http:', 'https:'], 'must be an http:// or https:// URL'),
  BACKUP_ENCRYPTION_KEY: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  BACKUP_BUCKET_KEEP: wholeNumber(1, 1000, 14),
  METRICS_ALLOW: optionalText.pipe(z.string().default('127.0.0.1,::1')),
  GUEST_SOCKETS_PER_ADDRESS: wholeNumber(1, 100_000, 500),
  SOCKETS_PER_USER: wholeNumber(1, 1000, 10),
  OUTAGE_GAP_SECONDS: wholeNumber(5, 86_400, 60),
  OUTAGE_RETIME_SECONDS: wholeNumber(60, 86_400, 600),
  LOG_LEVEL: optionalText.pipe(
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  ),
  NODE_ENV: optionalText.pipe(
    z.enum(nodeEnvs, { error: `must be one of ${nodeEnvs.join(', ')}` }).default('development'),
  ),
});

type Env = z.infer<typeof envSchema>;

/** Every variable `loadConfig` reads. */
export const configVariableNames = Object.keys(envSchema.shape);

export type FirstStart = { demo: true } | { demo: false; adminEmail: string };

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  publicOrigin: string;
  isHttps: boolean;
  /** Origins allowed to open the WebSocket (browsers send Origin; other clients may not). */
  allowedOrigins: string[];
  trustProxy: boolean;
  dataDir: string;
  /** What the first start on an empty database makes: the demo house, or only the house's first Admin. */
  firstStart: FirstStart;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Unset means: generate one on first start and keep it in DATA_DIR (see jwt-secret.ts). */
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  sentryDsn: string | null;
  stripe: {
    secretKey: string;
    webhookSecret: string | null;
    publishableKey: string | null;
    /** Where the SDK sends its calls; null is Stripe's own API (tests point it at a local fake). */
    apiBase: string | null;
  } | null;
  s3: {
    endpoint: string | null;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** Where browsers fetch public pictures straight from the bucket; null serves them through /media. */
    publicUrl: string | null;
  } | null;
  backups: {
    /** Encrypts every backup at rest; null means one is generated on first start and kept in DATA_DIR. */
    encryptionKey: string | null;
    /** How many backups are kept in the bucket when one is set. */
    bucketKeep: number;
  };
  /** Addresses (or CIDR ranges) allowed to read /metrics. */
  metricsAllow: string[];
  sockets: {
    /** Signed-out sockets one address may hold (a saleroom's Wi-Fi shares one address). */
    guestsPerAddress: number;
    /** Sockets one signed-in user may hold (a few screens each). */
    perUser: number;
  };
  outage: {
    /** A gap in the closing job longer than this counts as an outage. */
    gapSeconds: number;
    /** Lots caught by an outage end this long after recovery (then in their stagger order). */
    retimeSeconds: number;
  };
  logLevel: (typeof logLevels)[number];
  nodeEnv: (typeof nodeEnvs)[number];
}

/** A config whose JWT secret is known; what the app is built with. */
export type RuntimeConfig = Config & { jwtSecret: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

function crossFieldProblems(env: Env): string[] {
  const problems: string[] = [];
  const s3Set = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_ENDPOINT].some(
    Boolean,
  );
  if (s3Set) {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) problems.push(`${name} must be set when S3 storage is configured`);
    }
  }
  if (env.DEMO_DATA === 'false' && !env.FIRST_ADMIN_EMAIL) {
    problems.push('FIRST_ADMIN_EMAIL must be set when DEMO_DATA is false (the first Admin signs in with it)');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
    problems.push('STRIPE_PUBLISHABLE_KEY must be set when STRIPE_SECRET_KEY is set');
  }
  return problems;
}

/** http://localhost:3000 and http://127.0.0.1:3000 are the same machine to a person trying the app. */
function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (!twin) return [origin];
  url.hostname = twin;
  return [origin, url.origin];
}

function parseOrigins(list: string | undefined, fallback: string[]): { origins: string[]; bad: boolean } {
  if (!list) return { origins: fallback, bad: false };
  const origins: string[] = [];
  for (const item of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      origins.push(new URL(item).origin);
    } catch {
      return { origins: [], bad: true };
    }
  }
  return { origins, bad: false };
}

export function loadConfig(source: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new ConfigError([...new Set(problems)]);
  }
  const env = parsed.data;
  const problems = crossFieldProblems(env);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  const devOrigins = env.NODE_ENV === 'development' ? ['http://localhost:5173'] : [];
  const origins = parseOrigins(env.ALLOWED_ORIGINS, [...loopbackTwins(publicOrigin), ...devOrigins]);
  if (origins.bad) problems.push('ALLOWED_ORIGINS must be a comma-separated list of http(s) origins');
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    publicOrigin,
    isHttps: publicUrl.startsWith('https:'),
    allowedOrigins: origins.origins,
    trustProxy: env.TRUST_PROXY === 'true',
    dataDir: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(cwd, env.DATA_DIR),
    firstStart:
      env.DEMO_DATA === 'false'
        ? { demo: false, adminEmail: env.FIRST_ADMIN_EMAIL?.toLowerCase() ?? '' }
        : { demo: true },
    databaseUrl: env.DATABASE_URL ?? null,
    redisUrl: env.REDIS_URL ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET ?? null,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    sentryDsn: env.SENTRY_DSN ?? null,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
          apiBase: env.STRIPE_API_BASE ?? null,
        }
      : null,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT ?? null,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
          }
        : null,
    backups: { encryptionKey: env.BACKUP_ENCRYPTION_KEY ?? null, bucketKeep: env.BACKUP_BUCKET_KEEP },
    metricsAllow: env.METRICS_ALLOW.split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    sockets: { guestsPerAddress: env.GUEST_SOCKETS_PER_ADDRESS, perUser: env.SOCKETS_PER_USER },
    outage: { gapSeconds: env.OUTAGE_GAP_SECONDS, retimeSeconds: env.OUTAGE_RETIME_SECONDS },
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
  };
}
