/** A CSS custom property from the design tokens. */
export interface DesignToken {
  name: string;
  value: string;
}

export interface DesignTokens {
  colours: DesignToken[];
  typeScale: DesignToken[];
  typefaces: DesignToken[];
  spacing: DesignToken[];
}

const GROUPS = {
  colours: '--color-',
  typeScale: '--text-',
  typefaces: '--font-',
  spacing: '--space-',
} as const satisfies Record<keyof DesignTokens, string>;

/**
 * The tokens declared in the stylesheet's first `:root` block, grouped by
 * prefix. The showcase reads tokens.css itself so it can never drift from it.
 */
export function parseDesignTokens(css: string): DesignTokens {
  const root = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  const tokens = [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => ({
    name,
    value: value.trim().replace(/\s+/g, ' '),
  }));
  const pick = (prefix: string) => tokens.filter((token) => token.name.startsWith(prefix));
  return {
    colours: pick(GROUPS.colours),
    typeScale: pick(GROUPS.typeScale),
    typefaces: pick(GROUPS.typefaces),
    spacing: pick(GROUPS.spacing),
  };
}
