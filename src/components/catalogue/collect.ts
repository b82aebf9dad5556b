/**
 * "Load more" shows the first `count` items at once (the address says how many), while the
 * services cap one call's page size: ask in steps until enough are in or the list ends.
 */
export async function collectFirst<T>(
  count: number,
  maxStep: number,
  fetchPage: (offset: number, limit: number) => Promise<{ total: number; items: T[] }>,
): Promise<{ total: number; items: T[] }> {
  const items: T[] = [];
  let total = 0;
  do {
    const page = await fetchPage(items.length, Math.min(maxStep, count - items.length));
    total = page.total;
    if (page.items.length === 0) break;
    items.push(...page.items);
  } while (items.length < Math.min(count, total));
  return { total, items };
}
