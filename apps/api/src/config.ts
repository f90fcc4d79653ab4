import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative paths mean the same thing whichever workspace runs the server. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(value),
  );

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'xendit', 'paymongo']).optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().optional(),
  XENDIT_SECRET_KEY: z.string().optional(),
  XENDIT_CALLBACK_TOKEN: z.string().optional(),
  XENDIT_BASE_URL: z.string().url().default('https://api.xendit.co'),
  PAYMONGO_SECRET_KEY: z.string().optional(),
  PAYMONGO_WEBHOOK_SECRET: z.string().optional(),
  PAYMONGO_BASE_URL: z.string().url().default('https://api.paymongo.com'),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tabang <no-reply@tabang.ph>'),
  TRUST_PROXY: flag,
  DEMO_SEED: flag,
  RATE_LIMIT: flag,
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(300),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  webDistDir: string;
  payments: {
    provider: 'sandbox' | 'xendit' | 'paymongo';
    sandboxWebhookSecret: string;
    xendit: { secretKey?: string; callbackToken?: string; baseUrl: string };
    paymongo: { secretKey?: string; webhookSecret?: string; baseUrl: string };
  };
  storage: {
    kind: 'disk' | 's3';
    s3: {
      bucket?: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };
  };
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  /** Seed demo data into an empty database; on by default for the embedded database. */
  demoSeed: boolean;
  /** Rate limits on; tests turn them off except where they test them. */
  rateLimit: boolean;
  /** Failed-login throttling; it stays on when the request rate limits are off. */
  login: {
    /** Free failures per account before delays start; also the hard limit for one address on one account. */
    failuresPerAccount: number;
    /** Failures from one address across all accounts: a high ceiling, as many people can share an address. */
    failuresPerAddress: number;
    windowMs: number;
    /** The longest delay an account's failures impose on everyone trying it. */
    maxDelayMs: number;
  };
};

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** Reads and validates every environment variable once. Throws with a readable list when something is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'sandbox',
      // A per-process secret is enough for the sandbox: its webhooks come from this same server.
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
      xendit: {
        secretKey: e.XENDIT_SECRET_KEY,
        callbackToken: e.XENDIT_CALLBACK_TOKEN,
        baseUrl: e.XENDIT_BASE_URL,
      },
      paymongo: {
        secretKey: e.PAYMONGO_SECRET_KEY,
        webhookSecret: e.PAYMONGO_WEBHOOK_SECRET,
        baseUrl: e.PAYMONGO_BASE_URL,
      },
    },
    storage: {
      kind: e.STORAGE,
      s3: {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY ?? false,
    demoSeed: e.DEMO_SEED ?? !e.DATABASE_URL,
    rateLimit: e.RATE_LIMIT ?? true,
    login: {
      failuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      failuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      maxDelayMs: e.LOGIN_DELAY_MAX_SECONDS * 1000,
    },
    ...overrides,
  };
  if (
    config.payments.provider === 'xendit' &&
    !(config.payments.xendit.secretKey && config.payments.xendit.callbackToken)
  )
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=xendit needs XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN',
    );
  if (
    config.payments.provider === 'paymongo' &&
    !(config.payments.paymongo.secretKey && config.payments.paymongo.webhookSecret)
  )
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER=paymongo needs PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET',
    );
  // The sandbox takes pretend payments: in production it has to be asked for by name, never fallen into.
  if (config.env === 'production' && !e.PAYMENT_PROVIDER)
    throw new Error(
      'Invalid configuration: NODE_ENV=production needs PAYMENT_PROVIDER (xendit, paymongo or sandbox)',
    );
  // Without SMTP a reset link would only be written to the log, where it does not belong on a live server.
  if (config.env === 'production' && !config.smtpUrl)
    throw new Error(
      'Invalid configuration: NODE_ENV=production needs SMTP_URL, so password reset links are emailed instead of logged',
    );
  if (config.storage.kind === 's3' && !config.storage.s3.bucket)
    throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  return config;
}
