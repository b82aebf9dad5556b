/** Hardening limits for POST /api/graphql (docs/decisions/003). */
export const GRAPHQL_LIMITS = {
  maxBodyBytes: 100 * 1024,
  maxDepth: 12,
  maxAliases: 30,
  maxTokens: 5_000,
  maxDirectives: 30,
  maxCost: 20_000,
} as const;
