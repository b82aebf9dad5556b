/** Explicit ids per table, handed out in generation order, so references are known before inserting. */
export class IdSequence {
  private readonly last = new Map<string, number>();

  next(table: string): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }
}
