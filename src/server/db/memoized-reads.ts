import { type Queryable, statementOf } from './database';

/**
 * A reader that asks the database once for each distinct statement (text and values) and answers
 * its repeats from memory. Only for reads within one snapshot (a REPEATABLE READ transaction), where
 * the same statement cannot answer differently: the achievement dashboard reads services and their
 * quantity from the same cells, so one read serves both.
 */
export function memoizedReads(db: Queryable): Queryable {
  const answers = new Map<string, Promise<unknown[]>>();
  return {
    query<Row>(statement: Parameters<Queryable['query']>[0], params?: readonly unknown[]) {
      const [text, values] = statementOf(statement, params);
      const key = JSON.stringify([text, values]);
      if (!answers.has(key)) answers.set(key, db.query(text, values));
      return answers.get(key) as Promise<Row[]>;
    },
  };
}
