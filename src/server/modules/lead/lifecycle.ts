/**
 * A status set with the moves allowed between its values, pure. Each entity writes its own
 * table once (lead.lifecycle.ts, quote.lifecycle.ts) and every change of status goes through
 * `move`, so an illegal change is refused in one place (docs/decisions/030).
 */

/** A status change the entity's table does not allow. */
export class IllegalTransitionError<S extends string = string> extends Error {
  override readonly name = 'IllegalTransitionError';
  constructor(
    readonly entity: string,
    readonly from: S,
    readonly to: S,
  ) {
    super(`A ${entity} cannot move from ${from} to ${to}.`);
  }
}

export interface Lifecycle<S extends string> {
  readonly entity: string;
  /** The statuses a new row may be written with. */
  readonly initial: readonly S[];
  /** For each status, the statuses it may move to. */
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  canMove(from: S, to: S): boolean;
  /** `to` when the move is allowed; throws IllegalTransitionError otherwise. */
  move(from: S, to: S): S;
  /** Whether nothing can follow this status. */
  isFinal(status: S): boolean;
}

export function lifecycle<S extends string>(
  entity: string,
  initial: readonly S[],
  transitions: Readonly<Record<S, readonly S[]>>,
): Lifecycle<S> {
  const canMove = (from: S, to: S) => transitions[from]?.includes(to) ?? false;
  return {
    entity,
    initial,
    transitions,
    canMove,
    move(from, to) {
      if (!canMove(from, to)) throw new IllegalTransitionError(entity, from, to);
      return to;
    },
    isFinal: (status) => (transitions[status]?.length ?? 0) === 0,
  };
}
