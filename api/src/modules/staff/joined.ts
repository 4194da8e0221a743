import type { Db, Queryable } from '../../db/client';

/**
 * A `Db` that works inside a transaction already open: its `transaction()` runs in that same
 * transaction. A service built on it (the purchase engine, the shop) does its work where the caller
 * writes its audit row, so both commit together or neither does.
 */
export function joinTransaction(tx: Queryable, kind: Db['kind']): Db {
  return {
    kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    session: () => Promise.reject(new Error('A joined transaction has no session of its own')),
    close: async () => {
      throw new Error('A joined transaction is closed by its owner');
    },
  };
}
