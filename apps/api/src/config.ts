import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
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

/** A whole number of at least `min`, `fallback` when unset. */
const count = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which X-Forwarded-For entries to believe. A hop count trusts that many proxies in front of the server (1: the
 * address the load balancer appended is the client's); a list trusts exactly those proxy addresses. "true" is
 * refused: it would believe the left-most entry, which any client can write, and so beat every rate limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (['', '0', 'false', 'no'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (['true', 'yes'].includes(text)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (1 for one load balancer) or their addresses',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong}" is neither a hop count nor an IP address or CIDR range`,
    });
    return z.NEVER;
  });

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
  TRUST_PROXY: trustProxy,
  DEMO_SEED: flag,
  RATE_LIMIT: flag,
  RATE_LIMIT_MAX: count(1000, 1),
  RATE_LIMIT_SIGNUP: count(30, 1),
  RATE_LIMIT_FORGOT_PASSWORD: count(20, 1),
  RATE_LIMIT_UPLOADS: count(20, 1),
  CHARITIES_PER_DAY: count(5),
  EVENTS_PER_DAY: count(30),
  IMAGE_WORKERS: count(1, 1),
  IMAGE_QUEUE_LENGTH: count(8),
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
  /** Off, a number of proxy hops to trust, or the addresses of the trusted proxies. */
  trustProxy: false | number | string[];
  /** Seed demo data into an empty database; on by default for the embedded database. */
  demoSeed: boolean;
  /** Rate limits on; tests turn them off except where they test them. */
  rateLimit: boolean;
  /**
   * Requests per minute: per client (the account when signed in, else the address), sign-ups and password-reset
   * requests per address, uploads per account. Charities and events added per account in 24 hours (0: no limit;
   * admins are exempt).
   */
  limits: {
    perClient: number;
    signUpPerAddress: number;
    forgotPasswordPerAddress: number;
    uploadsPerAccount: number;
    charitiesPerDay: number;
    eventsPerDay: number;
  };
  /** Image decoding: how many run at once, and how many more may wait before uploads are refused (503). */
  images: { workers: number; queueLength: number };
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
    trustProxy: e.TRUST_PROXY,
    demoSeed: e.DEMO_SEED ?? !e.DATABASE_URL,
    rateLimit: e.RATE_LIMIT ?? true,
    limits: {
      perClient: e.RATE_LIMIT_MAX,
      signUpPerAddress: e.RATE_LIMIT_SIGNUP,
      forgotPasswordPerAddress: e.RATE_LIMIT_FORGOT_PASSWORD,
      uploadsPerAccount: e.RATE_LIMIT_UPLOADS,
      charitiesPerDay: e.CHARITIES_PER_DAY,
      eventsPerDay: e.EVENTS_PER_DAY,
    },
    images: { workers: e.IMAGE_WORKERS, queueLength: e.IMAGE_QUEUE_LENGTH },
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
  if (config.storage.kind === 's3' && !config.storage.s3.bucket)
    throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  return config;
}
