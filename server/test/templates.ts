import pg from 'pg';

/** The template databases the global setup prepares on PostgreSQL. */
export const TEMPLATES = { migrated: 'test_template_migrated', seeded: 'test_template_seeded' } as const;

export function templateUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
