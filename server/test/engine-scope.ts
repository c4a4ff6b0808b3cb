/**
 * The test files whose behaviour can differ between the two engines the server runs on, PGlite (one
 * node, embedded) and PostgreSQL (a server, one or many nodes). CI runs the whole suite on PostgreSQL
 * and these files again on PGlite (`TEST_SCOPE=engine`); run locally, the suite is whole on PGlite.
 *
 * PGlite is PostgreSQL's own engine, so SQL that is right on one is right on the other; what differs
 * is around the SQL: the driver (`pg` over a socket against PGlite's in-process client: how values
 * and prepared statements travel), real concurrency (a pool of connections that race and lock each
 * other, where PGlite serialises every statement), the build and settings (ICU collations, the time
 * zone), the planner over real statistics, and start-up on each kind of database. These files test
 * those; the rest test rules above the database, the same on both, and run once.
 *
 * A pattern that matches no file fails the run (vitest.config.ts), so a renamed file is not dropped
 * from here unnoticed.
 */
export const ENGINE_SCOPE: Record<string, string> = {
  // The driver, the pool and statements prepared per connection.
  'src/platform/db.test.ts': 'opening, migrating and closing each kind of database',
  'src/platform/prepared.test.ts': 'statements prepared per connection, names cut at 63 bytes',
  'src/platform/list-query.test.ts': 'list windows, counts and collations as the lists build them',
  'src/platform/list-filters.test.ts': 'filter shapes prepared and bound',
  'src/platform/data-exception.test.ts': "the server's error codes mapped to envelopes",
  'src/platform/shutdown.test.ts': 'calls in flight on a pool while the server stops',
  'src/platform/session.test.ts': 'sessions read and touched across connections',
  'src/platform/pushes.test.ts': "pushes sent after a pool's transaction commits, by owner and role",
  'src/platform/realtime.test.ts': "the sockets' sessions swept on a pool, a rolled-back end never kicking",
  'src/main.test.ts': 'the bundled server started on DATABASE_URL',
  'src/db/seed/*.test.ts': 'the demo and the first start on an empty server database',
  'src/modules/menu/menu-migration.test.ts': 'a data migration on a server database',
  // Writers that race on a pool: locks, claims and numbers.
  'src/platform/audited-writes.test.ts': 'the row lock of an audited change',
  'src/modules/form/form-numbering.test.ts': 'numbers drawn by concurrent submissions',
  'src/modules/report/report-numbering.test.ts': 'report numbers drawn concurrently',
  'src/modules/workflow/workflow-*.test.ts': 'concurrent acts, timers claimed by several nodes',
  'src/modules/report/report-gate.test.ts': 'release approvals racing the gate',
  'src/modules/report/report-review-race.test.ts': '20 acts on one review task at once, decided by one',
  'src/modules/report/report-release-race.test.ts': '20 final approvals of one release at once, through the gate',
  'src/modules/ncr/ncr-race.test.ts': '20 calls of one NCR step at once, queued on the case row lock',
  'src/modules/files/conversion/conversion-failures.test.ts': 'conversions claimed concurrently',
  'src/modules/files/grant.test.ts': 'grants checked while uploads race',
  'src/modules/files/tus.test.ts': 'uploads written through the pool',
  'src/modules/user/login-throttle.test.ts': 'failed sign-ins counted concurrently',
  // Triggers that keep copies, and what reads those copies.
  'src/modules/report/report-form-copy.test.ts': "the report's copy of its form, kept by triggers",
  'src/modules/equipment/equipment-assigned-page.test.ts': "the assignments' copy of their equipment",
  'src/modules/criterion/criterion.test.ts': 'statement triggers with transition tables',
  // Lists over indexes and prepared shapes, sorted by pinyin, searched by character pairs.
  'src/modules/report/report-list.test.ts': 'the report list walked by partial indexes',
  'src/modules/report/report-filters.test.ts': 'filter shapes prepared per shape',
  'src/modules/report/report-scale.test.ts': 'plans of the report list over many rows',
  'src/modules/backlog/backlog*.test.ts': 'the to-do list by pinyin, and over many rows',
  'src/modules/plan/plan-scale.test.ts': 'the plan over many rows',
  'src/modules/finding/finding-list.test.ts': 'the findings list prepared per shape',
  // The rest of what was one findings file, run here whole before it was split by subject.
  'src/modules/finding/finding.test.ts': "steps taken under the finding's row lock",
  'src/modules/finding/finding-settings.test.ts': 'names kept unique by an index, its violation a field error',
  'src/modules/finding/finding-raise.test.ts': "a finding's references checked within its owner",
  'src/modules/finding/finding-rates-groups.test.ts': 'rates by project, inspector, unit and type over periods of days',
  'src/modules/law/law*.test.ts': 'search by character pairs, ranked',
  'src/modules/user/user-table.test.ts': 'users sorted by pinyin through an ICU collation',
  // Sums by day and month in China's time, whatever the server's time zone.
  'src/modules/analysis/analysis.test.ts': 'figures grouped by month',
  'src/modules/report/report-summary.test.ts': 'reports summed by unit, writer and day',
  'src/modules/finding/finding-rates.test.ts': 'closure and response rates over dates',
  'src/modules/plan/completion.test.ts': 'planned against done, overdue by date',
};
