/**
 * A state machine's table (ADR-0301, 0400, 0401, 0500): for each status, the statuses it may move
 * to and who may make each move; a move not in the table is refused.
 */
export type MoveTable<S extends string, A extends string> = Record<S, Partial<Record<S, readonly A[]>>>;

export interface Move<S extends string, A extends string> {
  from: S;
  to: S;
  actors: readonly A[];
}

/** Whether the table lets `actor` move from `from` to `to`. */
export function mayMove<S extends string, A extends string>(
  table: MoveTable<S, A>,
  from: S,
  to: S,
  actor: A,
): boolean {
  return table[from]?.[to]?.includes(actor) ?? false;
}

/** Every allowed move, in the table's order: for the ADRs' tables and the tests that walk them. */
export function movesOf<S extends string, A extends string>(table: MoveTable<S, A>): Move<S, A>[] {
  return (Object.entries(table) as [S, Partial<Record<S, readonly A[]>>][]).flatMap(([from, moves]) =>
    (Object.entries(moves) as [S, readonly A[]][]).map(([to, actors]) => ({ from, to, actors })),
  );
}
