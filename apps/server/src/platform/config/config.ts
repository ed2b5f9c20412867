import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_HOSTED_FAIR_USE_PER_DAY } from '@muse/domain';
import { z } from 'zod';

/**
 * The one reader of process.env. Every variable is validated here; a bad value stops start-up with a
 * message naming the variable. The README's configuration table mirrors ENV_DOCS below.
 */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .url()
        .refine((v) => protocols.some((p) => v.startsWith(p)), {
          message: `must start with ${protocols.join(' or ')}`,
        })
        .optional(),
    );
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
/** The editor's words-driven tools that a hosted image-edit model may serve (packages/domain CONTEXT_TOOLS). */
const EDIT_TOOLS = ['kontext', 'gemini25', 'gptimage1', 'gptimage1pro', 'gptimage1mini', 'qwen-image-edit'];
/** "tool=model,tool=model": which model of the OpenAI-compatible server runs each editor tool. */
const editModels = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx) => {
    const map: Record<string, string> = {};
    for (const pair of v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [tool = '', model = ''] = pair.split('=').map((p) => p.trim());
      if (!EDIT_TOOLS.includes(tool) || !model) {
        ctx.addIssue({
          code: 'custom',
          message: `"${pair}" is not tool=model with a tool among ${EDIT_TOOLS.join(', ')}`,
        });
        return z.NEVER;
      }
      map[tool] = model;
    }
    return map;
  });
/** An OpenID issuer: HTTPS, or plain HTTP on a loopback host only (a local identity provider, tests). */
const issuerUrl = z
  .url()
  .refine(
    (v) => {
      const u = new URL(v);
      return u.protocol === 'https:' || (u.protocol === 'http:' && isLoopbackHost(u.hostname));
    },
    { message: 'must be an https:// URL (http:// only for localhost or 127.0.0.1)' },
  )
  .refine((v) => !new URL(v).search && !new URL(v).hash, { message: 'must not have a query or fragment' });
/**
 * Which proxies to believe about the client's address and protocol, in Fastify's own forms: a hop count
 * ("1" behind one proxy) or a comma-separated list of proxy addresses and CIDRs ("10.0.0.0/8,127.0.0.1",
 * or proxy-addr's names loopback, linklocal, uniquelocal). "true" (every hop) is refused: anyone could
 * then choose their own address with X-Forwarded-For.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .superRefine((v, ctx) => {
    if (/^(true|yes)$/i.test(v))
      ctx.addIssue({
        code: 'custom',
        message:
          'name the proxies instead of trusting every hop: a hop count (1 behind one proxy) or their addresses/CIDRs',
      });
    else if (/^\d+$/.test(v) && Number(v) > 32) ctx.addIssue({ code: 'custom', message: 'at most 32 hops' });
    else if (!/^(|false|no|\d+|[0-9A-Za-z.:/\s,_-]+)$/i.test(v))
      ctx.addIssue({ code: 'custom', message: 'a hop count or a comma-separated list of addresses/CIDRs' });
  })
  .transform((v): false | number | string[] => {
    if (v === '' || /^(false|no|0)$/i.test(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });
/** A boolean that defaults to "on unless this server is public" (decided in loadConfig). */
const optionalBool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true' || v === 'yes'));
/** ROOM_ICE_SERVERS: a JSON array of RTCIceServer objects, handed to the browsers of a live room. */
const iceServers = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx) => {
    if (v === '') return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON array such as [{"urls":"stun:stun.example.org"}]',
      });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.object({
          urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
          username: z.string().optional(),
          credential: z.string().optional(),
        }),
      )
      .max(8),
  );
const csv = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'letters, digits, _ . - only (at most 64)' })
    .default('muse'),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(true),
  ADMIN_EMAILS: csv,
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().default('Muse <no-reply@muse.local>'),
  LEGAL_OPERATOR: optionalString.refine((v) => !v || v.length <= 200, 'at most 200 characters'),
  LEGAL_CONTACT: optionalString.refine((v) => !v || v.length <= 200, 'at most 200 characters'),
  LEGAL_JURISDICTION: optionalString.refine((v) => !v || v.length <= 200, 'at most 200 characters'),
  MAIL_OUTBOX: bool.default(false),
  API_DOCS: optionalBool,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl(['http://', 'https://']),
  OPENAI_CHAT_MODEL: optionalString,
  OPENAI_IMAGE_MODEL: optionalString,
  OPENAI_VIDEO_MODEL: optionalString,
  OPENAI_SPEECH_MODEL: optionalString,
  OPENAI_EMBEDDINGS_MODEL: optionalString,
  OPENAI_VISION_MODEL: optionalString,
  SDWEBUI_URL: optionalUrl(['http://', 'https://']),
  SDWEBUI_CHECKPOINT: optionalString,
  COMFYUI_URL: optionalUrl(['http://', 'https://']),
  COMFYUI_CHECKPOINT: optionalString,
  COMFYUI_WORKFLOW: optionalString,
  OPENAI_IMAGE_EDIT_MODELS: editModels,
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: optionalUrl(['http://', 'https://']),
  GEMINI_IMAGE_MODEL: optionalString,
  POSTHOG_API_KEY: optionalString,
  POSTHOG_HOST: optionalUrl(['http://', 'https://']),
  PLAUSIBLE_DOMAIN: optionalString,
  PLAUSIBLE_URL: optionalUrl(['http://', 'https://']),
  UNLIMITED_HOSTED_PER_DAY: z.coerce
    .number()
    .int('a whole number')
    .min(0, '0 or more')
    .default(DEFAULT_HOSTED_FAIR_USE_PER_DAY),
  TRANSCRIBE_BASE_URL: optionalUrl(['http://', 'https://']),
  TRANSCRIBE_API_KEY: optionalString,
  TRANSCRIBE_MODEL: optionalString,
  TRANSCRIBE_LOCAL: bool.default(true),
  AI_TIMEOUT_MS: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .pipe(z.number().int().min(1000).optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]+$/, { message: 'must be common, organizations, consumers, a tenant id or domain' })
    .default('common'),
  GOOGLE_ISSUER: optionalString.pipe(issuerUrl.optional()),
  MICROSOFT_ISSUER: optionalString.pipe(issuerUrl.optional()),
  GOOGLE_FONTS_API_KEY: optionalString,
  GOOGLE_FONTS_API_URL: optionalUrl(['http://', 'https://']),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  PAYMENTS_SANDBOX: optionalBool,
  ENGINE_THREADS: z.coerce.number().int().min(1).max(64).default(2),
  ENGINE_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(32),
  EDIT_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  LIVE_MUSIC_STREAMS: z.coerce.number().int().min(0).max(256).default(8),
  ROOM_ICE_SERVERS: iceServers,
  SPEECH_CACHE_MB: z.coerce.number().int().min(1).default(512),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl(['http://', 'https://']),
  GOOGLE_PLAY_PACKAGE_NAME: optionalString,
  GOOGLE_PLAY_SERVICE_ACCOUNT: optionalString,
  APP_STORE_ISSUER_ID: optionalString,
  APP_STORE_KEY_ID: optionalString,
  APP_STORE_PRIVATE_KEY: optionalString,
  APP_STORE_BUNDLE_ID: optionalString,
  APP_STORE_ENVIRONMENT: z.enum(['production', 'sandbox']).default('production'),
});
export type Env = z.infer<typeof EnvSchema>;

/** One line of documentation per variable: printed in the README and by `--help`. */
export const ENV_DOCS: Record<keyof Env, string> = {
  NODE_ENV: 'production, development or test',
  PORT: 'HTTP port of the web app, API and websockets',
  HOST: 'interface to listen on',
  DATA_DIR: 'SQLite database, media files and the generated session secret',
  PUBLIC_URL:
    'the address users reach Muse at (links in emails, OAuth callbacks); default http://localhost:PORT',
  LOG_LEVEL: 'pino log level',
  TRUST_PROXY:
    'proxies whose X-Forwarded-* headers are believed: a hop count (1 behind one proxy) or their addresses/CIDRs; off by default',
  SESSION_SECRET: 'signs cookies and media URLs; default a random secret kept in DATA_DIR/secret',
  DATABASE_URL: 'PostgreSQL instead of the embedded SQLite',
  REDIS_URL: 'Redis for the BullMQ job queue, the socket.io adapter and shared rate limits',
  REDIS_KEY_PREFIX: 'prefix of every Redis key Muse writes, so several installations can share one Redis',
  S3_BUCKET: 'store media in this S3-compatible bucket instead of DATA_DIR/media',
  S3_ENDPOINT: 'S3-compatible endpoint (MinIO, R2, …); empty for AWS',
  S3_REGION: 'S3 region',
  S3_ACCESS_KEY_ID: 'S3 access key',
  S3_SECRET_ACCESS_KEY: 'S3 secret key',
  S3_FORCE_PATH_STYLE: 'path-style S3 URLs (needed by MinIO and most self-hosted stores)',
  ADMIN_EMAILS: 'comma-separated emails of the admins',
  SMTP_URL:
    'send mail through this SMTP server; without it mail lands in the dev outbox (only on a server that is not public)',
  MAIL_FROM: 'sender of outgoing mail',
  LEGAL_OPERATOR:
    'who runs this server, named in the Terms and Privacy Policy (a person or company); set it on a public server',
  LEGAL_CONTACT: 'where users reach the operator about their data and these terms (an email or web address)',
  LEGAL_JURISDICTION:
    'the law and courts that govern the Terms, e.g. "England and Wales" or "New Jersey, USA"',
  MAIL_OUTBOX:
    "keep the dev outbox on even with SMTP configured or on a public server (read with the start-up log's token or as an admin)",
  API_DOCS: 'serve the OpenAPI viewer at /api/docs; default on unless the server is public',
  OPENAI_API_KEY: 'enables the hosted OpenAI-compatible models',
  OPENAI_BASE_URL: 'any OpenAI-compatible server (Azure, Ollama, vLLM, LM Studio, OpenRouter)',
  OPENAI_CHAT_MODEL: 'chat model id on that server',
  OPENAI_IMAGE_MODEL: 'image model id on that server',
  OPENAI_VIDEO_MODEL: "video model id on that server (OpenAI's video API, e.g. sora-2-pro)",
  OPENAI_SPEECH_MODEL: 'speech model id on that server',
  OPENAI_EMBEDDINGS_MODEL: 'embeddings model id on that server',
  OPENAI_VISION_MODEL:
    'a model on that server that reads pictures (e.g. gpt-4o-mini): MathSOS then reads screenshots with it, the local reader standing in when it fails',
  SDWEBUI_URL:
    'a Stable Diffusion WebUI (AUTOMATIC1111) or Forge server started with --api, e.g. http://127.0.0.1:7860: its model is listed for generation and the editor',
  SDWEBUI_CHECKPOINT:
    'a checkpoint that server switches to for these pictures (default: the one it has loaded)',
  COMFYUI_URL:
    'a ComfyUI server, e.g. http://127.0.0.1:8188: its model is listed for generation and the editor',
  COMFYUI_CHECKPOINT:
    'the checkpoint file the default ComfyUI workflows load, e.g. sd_xl_base_1.0.safetensors',
  COMFYUI_WORKFLOW:
    'a text-to-image workflow file in ComfyUI API format with {{prompt}}, {{negative}}, {{width}}, {{height}}, {{seed}}, {{steps}}, {{batch}} placeholders, used instead of the default',
  GEMINI_API_KEY:
    "enables Gemini 2.5 image (the gemini25 model and the editor's Gemini tool) through Google's Gemini API",
  GEMINI_BASE_URL:
    'another Gemini API address (a proxy, tests); default https://generativelanguage.googleapis.com',
  GEMINI_IMAGE_MODEL: 'the Gemini image model id; default gemini-2.5-flash-image',
  POSTHOG_API_KEY:
    'send product analytics (generation requested, purchase, share) to PostHog; default the log only',
  POSTHOG_HOST: 'your PostHog address (self-hosted or EU); default https://us.i.posthog.com',
  PLAUSIBLE_DOMAIN:
    'send product analytics to Plausible as events of this site (its domain in Plausible); ignored when PostHog is set',
  PLAUSIBLE_URL: 'your Plausible address (self-hosted); default https://plausible.io',
  UNLIMITED_HOSTED_PER_DAY:
    'hosted images a day that Pro, Premium and Ultimate make without credits (fair use); past it they cost credits as for everyone (default 50)',
  OPENAI_IMAGE_EDIT_MODELS:
    "the editor's editing with words on that server's /images/edits, as tool=model pairs, e.g. kontext=flux-kontext-pro,gemini25=gemini-2.5-flash-image; the GPT Image tools use the image models without it",
  TRANSCRIBE_BASE_URL:
    'voice answers through this OpenAI-compatible /audio/transcriptions server (faster-whisper, LocalAI, OpenAI), e.g. http://whisper:8000/v1',
  TRANSCRIBE_API_KEY: 'bearer key of TRANSCRIBE_BASE_URL, if it needs one',
  TRANSCRIBE_MODEL:
    'speech recognition model on TRANSCRIBE_BASE_URL (default whisper-1); set without TRANSCRIBE_BASE_URL, the OPENAI_API_KEY server transcribes with it',
  TRANSCRIBE_LOCAL:
    'recognise voice answers with pocketsphinx when no hosted recogniser is set and it is installed (apt install pocketsphinx pocketsphinx-en-us)',
  AI_TIMEOUT_MS: 'timeout of one hosted AI call attempt; default per capability (text 60 s, images 180 s)',
  GOOGLE_CLIENT_ID: 'enables Google sign-in (OpenID Connect)',
  GOOGLE_CLIENT_SECRET: 'Google OAuth client secret',
  MICROSOFT_CLIENT_ID: 'enables Microsoft sign-in (OpenID Connect)',
  MICROSOFT_CLIENT_SECRET: 'Microsoft OAuth client secret',
  MICROSOFT_TENANT: 'Microsoft tenant (common, organizations, consumers or a tenant id)',
  GOOGLE_ISSUER:
    'OpenID issuer for the Google button (any compatible provider); default https://accounts.google.com',
  MICROSOFT_ISSUER:
    'OpenID issuer for the Microsoft button; default https://login.microsoftonline.com/MICROSOFT_TENANT/v2.0',
  GOOGLE_FONTS_API_KEY:
    "the image editor's font list from the Google Fonts API (its files load from fonts.gstatic.com); without it, the ~40 bundled families",
  GOOGLE_FONTS_API_URL: 'another Google Fonts API address (tests); default https://www.googleapis.com',
  RATE_LIMIT_MAX: 'requests per minute per address on the API',
  WORKER_CONCURRENCY: 'jobs run at once by each worker process',
  SHUTDOWN_GRACE_MS: 'how long a stopping process lets running requests and jobs finish',
  PAYMENTS_SANDBOX:
    'without Stripe, sell through a clearly labelled test checkout that takes no money; default on unless the server is public',
  ENGINE_THREADS: 'threads that run local engines (speech, answer indexes) beside the web server',
  ENGINE_QUEUE_MAX: 'engine tasks that may wait for a thread; more are refused with 503 and Retry-After',
  EDIT_THREADS: "threads of their own for the image editor's AI tools (background removal, upscale, inpaint)",
  LIVE_MUSIC_STREAMS:
    'live music streams one API process plays at once (each needs about a twentieth of a core); more are refused',
  ROOM_ICE_SERVERS:
    'STUN/TURN servers of live rooms as a JSON array of RTCIceServer ({"urls", "username", "credential"}); none needed on one network',
  SPEECH_CACHE_MB: 'size cap of the spoken-audio cache; the least recently used files go first',
  STRIPE_SECRET_KEY: 'enables card payments through Stripe Checkout (needs STRIPE_WEBHOOK_SECRET)',
  STRIPE_WEBHOOK_SECRET: 'signing secret of the webhook endpoint PUBLIC_URL/api/payments/stripe/webhook',
  STRIPE_API_URL: 'another Stripe API address (stripe-mock, tests); default https://api.stripe.com',
  GOOGLE_PLAY_PACKAGE_NAME:
    'Android app package: verifies Google Play purchases (needs GOOGLE_PLAY_SERVICE_ACCOUNT)',
  GOOGLE_PLAY_SERVICE_ACCOUNT: 'Google Play service-account key: its JSON, or the path of its JSON file',
  APP_STORE_ISSUER_ID: 'App Store Connect API issuer id: verifies App Store purchases (with the three below)',
  APP_STORE_KEY_ID: 'App Store Connect in-app purchase key id',
  APP_STORE_PRIVATE_KEY: 'that key (.p8 PEM text, or the path of the file)',
  APP_STORE_BUNDLE_ID: 'bundle id of the iOS app',
  APP_STORE_ENVIRONMENT: 'production or sandbox: which App Store Server API verifies transactions',
};

export interface Config extends Omit<Env, 'PAYMENTS_SANDBOX' | 'API_DOCS'> {
  dataDir: string;
  publicUrl: string;
  sessionSecret: string;
  /**
   * Public: reached by strangers (NODE_ENV production with a PUBLIC_URL that is not a localhost address).
   * A fresh `npm start` on a laptop is not public, so the dev outbox and the test checkout work there.
   */
  isPublic: boolean;
  mailOutboxEnabled: boolean;
  /** the token that reads the dev outbox without an admin session (printed in the start-up log) */
  outboxToken: string;
  /** the test checkout and test store (explicit PAYMENTS_SANDBOX, else on unless public) */
  PAYMENTS_SANDBOX: boolean;
  API_DOCS: boolean;
  /** the configured PUBLIC_URL is https: cookies are Secure (requests over https are Secure anyway) */
  cookieSecure: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
  }
  for (const [id, secret, name] of [
    [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE_CLIENT_SECRET'],
    [e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, 'MICROSOFT_CLIENT_SECRET'],
  ] as const) {
    if (id && !secret)
      throw new ConfigError(`Invalid configuration:\n  ${name}: required with its client id`);
  }
  for (const [given, needed] of [
    ['STRIPE_SECRET_KEY', ['STRIPE_WEBHOOK_SECRET']],
    ['GOOGLE_PLAY_PACKAGE_NAME', ['GOOGLE_PLAY_SERVICE_ACCOUNT']],
    ['GOOGLE_PLAY_SERVICE_ACCOUNT', ['GOOGLE_PLAY_PACKAGE_NAME']],
    ['APP_STORE_ISSUER_ID', ['APP_STORE_KEY_ID', 'APP_STORE_PRIVATE_KEY', 'APP_STORE_BUNDLE_ID']],
  ] as const) {
    // Half a payment provider would take money it can never confirm: refuse to start instead.
    const missing = e[given] ? needed.filter((name) => !e[name]) : [];
    if (missing.length > 0)
      throw new ConfigError(`Invalid configuration:\n  ${missing[0]}: required with ${given}`);
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const isPublic =
    e.NODE_ENV === 'production' && !!e.PUBLIC_URL && !isLoopbackHost(new URL(e.PUBLIC_URL).hostname);
  const sessionSecret = e.SESSION_SECRET ?? persistentSecret(dataDir);
  return {
    ...e,
    dataDir,
    publicUrl,
    sessionSecret,
    isPublic,
    mailOutboxEnabled: (!e.SMTP_URL && !isPublic) || e.MAIL_OUTBOX,
    outboxToken: createHmac('sha256', sessionSecret).update('dev-outbox').digest('base64url').slice(0, 32),
    PAYMENTS_SANDBOX: e.PAYMENTS_SANDBOX ?? !isPublic,
    API_DOCS: e.API_DOCS ?? !isPublic,
    cookieSecure: publicUrl.startsWith('https://'),
  };
}

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** A random secret created once per data directory, so sessions and signed URLs survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    // Written 0600 from the start; one from an older version or copied in by hand is closed here.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
