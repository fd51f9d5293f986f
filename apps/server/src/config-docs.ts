/** Every environment variable the server reads, for `.env.example` and the README's table. */
export interface ConfigDoc {
  name: string;
  description: string;
  default: string;
}

export const configDocs: readonly ConfigDoc[] = [
  { name: 'PORT', description: 'HTTP port the server listens on.', default: '3000' },
  { name: 'HOST', description: 'Interface the server binds to.', default: '0.0.0.0' },
  {
    name: 'PUBLIC_URL',
    description:
      'The address people use to reach the site; used in e-mail links, SEO tags and the WebSocket origin check. https turns on HSTS.',
    default: 'http://localhost:PORT',
  },
  {
    name: 'ALLOWED_ORIGINS',
    description: 'Comma-separated origins allowed to open the WebSocket.',
    default:
      "PUBLIC_URL's origin (localhost and 127.0.0.1 count as one; plus http://localhost:5173 when NODE_ENV=development)",
  },
  {
    name: 'TRUST_PROXY',
    description:
      'true when behind a load balancer or reverse proxy, so client IPs (rate limits, audit) come from X-Forwarded-For.',
    default: 'false',
  },
  {
    name: 'DATA_DIR',
    description:
      'Folder for the embedded database, the generated JWT secret, demo credentials and uploads (relative to the working directory).',
    default: './data',
  },
  {
    name: 'DEMO_DATA',
    description:
      "true: the first start on an empty database seeds the demo house (accounts, sales, invoices). false: it makes only the house's first Admin (FIRST_ADMIN_EMAIL), for a house going live.",
    default: 'true',
  },
  {
    name: 'FIRST_ADMIN_EMAIL',
    description:
      'With DEMO_DATA=false, the e-mail of the first Admin made on an empty database; its password is written to DATA_DIR/first-admin.txt (readable by the owner only), not to the log.',
    default: '(unset)',
  },
  {
    name: 'DATABASE_URL',
    description: 'PostgreSQL connection URL. Unset: the embedded PGlite database in DATA_DIR/db.',
    default: '(unset)',
  },
  {
    name: 'REDIS_URL',
    description:
      'Redis URL. Set it when several server instances run: real-time events and rate-limit counts are shared through it.',
    default: '(unset)',
  },
  {
    name: 'SMTP_URL',
    description:
      'SMTP server URL (smtp:// or smtps://, with user:password@). Unset: mails are kept in the outbox and written to the log.',
    default: '(unset)',
  },
  {
    name: 'MAIL_FROM',
    description: 'Sender of every e-mail.',
    default: 'Harbourside Auctions <no-reply@harbourside.example>',
  },
  {
    name: 'JWT_SECRET',
    description:
      'Secret that signs sign-in tokens (at least 32 characters). Unset: generated on first start and kept in DATA_DIR/jwt-secret. Set the same value on every instance.',
    default: '(generated)',
  },
  {
    name: 'TOKEN_TTL_SECONDS',
    description: 'How long a sign-in token stays valid, in seconds.',
    default: '604800 (7 days)',
  },
  { name: 'SENTRY_DSN', description: 'Sentry DSN; error reporting is on only when set.', default: '(unset)' },
  {
    name: 'STRIPE_SECRET_KEY',
    description: 'Stripe secret key (sk_...); online card payment is on only when set.',
    default: '(unset)',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    description: 'Stripe webhook signing secret (whsec_...).',
    default: '(unset)',
  },
  {
    name: 'STRIPE_PUBLISHABLE_KEY',
    description: 'Stripe publishable key (pk_...), required with STRIPE_SECRET_KEY.',
    default: '(unset)',
  },
  {
    name: 'STRIPE_API_BASE',
    description:
      "Address of Stripe's API the server calls. Unset: Stripe's own; tests point it at a local stand-in.",
    default: '(unset)',
  },
  {
    name: 'S3_ENDPOINT',
    description: 'S3-compatible endpoint for images; unset uses AWS S3 when a bucket is set.',
    default: '(unset)',
  },
  {
    name: 'S3_BUCKET',
    description: 'Bucket for images. Unset: images are stored in DATA_DIR/uploads.',
    default: '(unset)',
  },
  { name: 'S3_REGION', description: 'Region of the bucket.', default: 'us-east-1' },
  { name: 'S3_ACCESS_KEY_ID', description: 'Access key for the bucket.', default: '(unset)' },
  { name: 'S3_SECRET_ACCESS_KEY', description: 'Secret key for the bucket.', default: '(unset)' },
  {
    name: 'S3_PUBLIC_URL',
    description:
      'Public address of the bucket (or a CDN in front of it) for pictures. Unset: pictures are served through /media.',
    default: '(unset)',
  },
  {
    name: 'BACKUP_ENCRYPTION_KEY',
    description:
      'Key that encrypts every backup at rest (at least 32 characters); a backup that cannot be decrypted with it is refused. Unset: generated on first start and kept in DATA_DIR/backup-key. Set the same value on every instance and keep a copy away from the data.',
    default: '(generated)',
  },
  {
    name: 'BACKUP_BUCKET_KEEP',
    description:
      'How many of the newest backups are kept in the bucket when S3_BUCKET is set (1 to 1000); each backup is copied there, sealed, as it is made.',
    default: '14',
  },
  {
    name: 'METRICS_ALLOW',
    description: 'Comma-separated addresses or CIDR ranges allowed to read /metrics (Prometheus format).',
    default: '127.0.0.1,::1',
  },
  {
    name: 'GUEST_SOCKETS_PER_ADDRESS',
    description:
      "Real-time sockets of signed-out visitors one address may hold. The house's own addresses (in settings) are exempt.",
    default: '500',
  },
  { name: 'SOCKETS_PER_USER', description: 'Real-time sockets one signed-in user may hold.', default: '10' },
  {
    name: 'OUTAGE_GAP_SECONDS',
    description:
      'A gap longer than this in the closing job (server or database down) is an outage: lots whose end fell inside it are re-timed.',
    default: '60',
  },
  {
    name: 'OUTAGE_RETIME_SECONDS',
    description: 'Lots caught by an outage end this many seconds after recovery, in their stagger order.',
    default: '600',
  },
  { name: 'LOG_LEVEL', description: 'fatal, error, warn, info, debug, trace or silent.', default: 'info' },
  { name: 'NODE_ENV', description: 'development, production or test.', default: 'development' },
];
