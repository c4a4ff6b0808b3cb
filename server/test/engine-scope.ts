/**
 * The test files CI runs a second time, on PGlite, after the whole suite has run on PostgreSQL.
 *
 * PGlite is PostgreSQL's own engine, so SQL that is right on one is right on the other; what differs
 * is around the SQL. What only a server has (a pool of connections that race and lock each other, the
 * planner over real statistics, several nodes) is tested where it exists, in the whole run on
 * PostgreSQL: PGlite serialises every statement, so a race there tests nothing more. What a
 * single-node installation on PGlite can get wrong is listed here: its driver (values, prepared
 * statements and errors through PGlite's in-process client), its build (ICU collations for pinyin,
 * the search by character pairs, the time zone), its triggers, and its start-up. The journeys' servers
 * run on PGlite too, so every screen is walked on it. `TEST_SCOPE=engine` selects these files; run
 * locally without TEST_DATABASE_URL, the suite is whole on PGlite.
 *
 * A pattern that matches no file fails the run (vitest.config.ts), so a renamed file is not dropped
 * from here unnoticed.
 */
export const ENGINE_SCOPE: Record<string, string> = {
  // The driver and statements prepared on its connection.
  'src/platform/db.test.ts': 'opening, migrating and closing each kind of database',
  'src/platform/prepared.test.ts': 'statements prepared once, names cut at 63 bytes',
  'src/platform/list-query.test.ts': 'list windows, counts and collations as the lists build them',
  'src/platform/list-filters.test.ts': 'filter shapes prepared and bound',
  'src/platform/data-exception.test.ts': "the engine's error codes mapped to envelopes",
  'src/modules/finding/finding-settings.test.ts': 'names kept unique by an index, its violation a field error',
  // Start-up of an installation.
  'src/main.test.ts': 'the bundled server started on its data folder',
  'src/db/seed/*.test.ts': 'the demo and the first start on an empty database',
  'src/modules/menu/menu-migration.test.ts': 'a data migration on a filled database',
  // Triggers that keep copies, and what reads those copies.
  'src/modules/report/report-form-copy.test.ts': "the report's copy of its form, kept by triggers",
  'src/modules/equipment/equipment-assigned-page.test.ts': "the assignments' copy of their equipment",
  'src/modules/criterion/criterion.test.ts': 'statement triggers with transition tables',
  // Sorted by pinyin, searched by character pairs.
  'src/modules/backlog/backlog.test.ts': 'the to-do list by pinyin',
  'src/modules/law/law-search.test.ts': 'search by character pairs, ranked',
  'src/modules/law/law-list.test.ts': 'the library listed and filtered by its search',
  'src/modules/user/user-table.test.ts': 'users sorted by pinyin through an ICU collation',
  // Sums by day and month in China's time, whatever the machine's time zone.
  'src/modules/analysis/analysis.test.ts': 'figures grouped by month',
  'src/modules/report/report-summary.test.ts': 'reports summed by unit, writer and day',
  'src/modules/finding/finding-rates.test.ts': 'closure and response rates over dates',
  'src/modules/finding/finding-rates-groups.test.ts': 'rates by project, inspector, unit and type over periods of days',
  'src/modules/plan/completion.test.ts': 'planned against done, overdue by date',
};
