import { z } from 'zod';

/** Every setting the server reads, validated once. `.env.example` documents each one. */
const boolFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_SITE_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must have at least 12 characters').optional(),
  GRAPHQL_INTROSPECTION: boolFlag.default(false),
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  /** Leaflet tile template for maps; {z}/{x}/{y} are filled in by Leaflet. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an https tile template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Outgoing mail server, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. Unset: e-mails stay in the outbox and go to the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every e-mail, "Name <address>" or a bare address. */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/, 'must be "Name <address>" or an address')
    .default('Kuyenda Journeys <hello@kuyenda.example>'),
  /** Where contact-form messages are sent. */
  SALES_EMAIL: z.email().default('sales@kuyenda.example'),
  /** OAuth client id for "Fill in with Google" on the wizard (prefill only); unset hides the button. */
  GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]+\.apps\.googleusercontent\.com$/, 'must be a Google OAuth client id (….apps.googleusercontent.com)')
    .optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses an environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process configuration, read on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => env().NODE_ENV === 'production';
