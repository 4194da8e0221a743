import pg from 'pg';

/** A bench's own PostgreSQL database, created empty (or dropped, `{ drop: true }`) through the server's `postgres` database. */
export async function recreateDatabase(url: string, options: { drop?: boolean } = {}): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing odd database name ${name}`);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (!options.drop) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
