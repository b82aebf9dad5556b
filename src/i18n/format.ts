/** Replaces `{{name}}` placeholders; safe for islands (no i18next in the browser bundle). */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
