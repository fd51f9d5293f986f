/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Error reporting is on only when this is set at build time. */
  readonly VITE_SENTRY_DSN?: string;
}
