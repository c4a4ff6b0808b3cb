// Adds bench volume to a database the server has already migrated and seeded (npm run bench bundles
// and runs this with the server stopped): DATABASE_URL for PostgreSQL, else the PGlite under DATA_DIR.
// SCALE_TODO_ROWS, SCALE_EQUIPMENT_ROWS and SCALE_USERS size it.
import { openDatabase } from '../../platform/db.js';
import { seedScale } from './scale.js';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  const started = performance.now();
  const todoRows = Number(process.env.SCALE_TODO_ROWS ?? 1_000_000);
  const users = Number(process.env.SCALE_USERS ?? 2_000);
  const equipmentRows = Number(process.env.SCALE_EQUIPMENT_ROWS ?? 1_000_000);
  await seedScale(database.db, { todoRows, users, equipmentRows });
  console.log(
    `seeded ${todoRows} to-do rows, ${equipmentRows} equipment and ${users} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
