import type { Queryable, QueryResult } from '../../db/client';
import { createCatalogueReader } from './reader';

/** A database that answers the catalogue's three reads and counts every statement. */
function countingDb() {
  const db = {
    statements: 0,
    price: 26_000,
    async query<T>(sql: string): Promise<QueryResult<T>> {
      db.statements += 1;
      const rows = sql.includes('FROM package_types')
        ? [{ id: 2, key: 'data', title: 'Data', image: '/media/services/data.svg' }]
        : sql.includes('FROM packages')
          ? [{ id: 5, type_id: 2, key: 'mtn-data', title: 'MTN', image: '', description: '', rate_percent: null, receiving_number: null, verify: false, enabled: true }]
          : [{ id: 9, package_id: 5, code: '1gb', variation_code: 'mtn-1gb-30d', title: '1GB', description: '', amount_kobo: db.price }];
      return { rows: rows as T[], rowCount: rows.length };
    },
    async exec() {},
  };
  return db satisfies Queryable;
}

describe('catalogue reader', () => {
  it('reads the database every time until it listens for changes', async () => {
    const db = countingDb();
    const reader = createCatalogueReader(db);
    await reader.package(5);
    await reader.package(5);
    expect(db.statements).toBe(2);
  });

  it('while listening, loads the catalogue once and answers from memory', async () => {
    const db = countingDb();
    const reader = createCatalogueReader(db);
    reader.enable();
    expect((await reader.package(5))?.key).toBe('mtn-data');
    expect((await reader.packageType(2))?.key).toBe('data');
    expect((await reader.plan(5, { variationCode: 'mtn-1gb-30d' }))?.amount_kobo).toBe(26_000);
    expect(await reader.plan(5, { variationCode: 'nope' })).toBeUndefined();
    expect((await reader.plan(5, { dataPlan: '1GB' }))?.id).toBe(9);
    expect(db.statements).toBe(3);
  });

  it('reads afresh after a change is heard of, and after the connection is lost', async () => {
    const db = countingDb();
    const reader = createCatalogueReader(db);
    reader.enable();
    await reader.plan(5, { variationCode: 'mtn-1gb-30d' });
    db.price = 30_000;
    reader.invalidate();
    expect((await reader.plan(5, { variationCode: 'mtn-1gb-30d' }))?.amount_kobo).toBe(30_000);
    reader.disable();
    const statements = db.statements;
    await reader.package(5);
    expect(db.statements).toBe(statements + 1);
  });
});
