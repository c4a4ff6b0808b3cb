ALTER TABLE "menu_groups" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_groups_owner_key_idx" ON "menu_groups" USING btree ("owner_id","key");
-- The starting groups of existing owners get their key. A group is known by the starting pages it
-- holds, so one the owner renamed is still found; the title decides only between groups holding as
-- many of them, or for a group emptied of them. Workspace goes first, so a group holding pages of
-- both keeps the workspace key and the administration key goes to the next best group.
--> statement-breakpoint
UPDATE "menu_groups" SET "key" = 'workspace'
WHERE "id" IN (
  SELECT DISTINCT ON (g."owner_id") g."id"
  FROM "menu_groups" g
  JOIN "owners" o ON o."id" = g."owner_id"
  LEFT JOIN "menu_items" i ON i."group_id" = g."id" AND i."page_key" IN ('home', 'user-profile', 'project-data-library')
  WHERE NOT o."is_config" AND g."key" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "menu_groups" k WHERE k."owner_id" = g."owner_id" AND k."key" = 'workspace')
  GROUP BY g."owner_id", g."id", g."title", g."sort"
  HAVING count(i."id") > 0 OR g."title" = '工作台'
  ORDER BY g."owner_id", count(i."id") DESC, g."title" = '工作台' DESC, g."sort", g."id"
);
--> statement-breakpoint
UPDATE "menu_groups" SET "key" = 'admin'
WHERE "id" IN (
  SELECT DISTINCT ON (g."owner_id") g."id"
  FROM "menu_groups" g
  JOIN "owners" o ON o."id" = g."owner_id"
  LEFT JOIN "menu_items" i ON i."group_id" = g."id" AND i."page_key" IN ('user-table', 'control-role', 'control-authority', 'control-organization', 'control-menu', 'control-route', 'control-online', 'control-audit-log')
  WHERE NOT o."is_config" AND g."key" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "menu_groups" k WHERE k."owner_id" = g."owner_id" AND k."key" = 'admin')
  GROUP BY g."owner_id", g."id", g."title", g."sort"
  HAVING count(i."id") > 0 OR g."title" = '系统管理'
  ORDER BY g."owner_id", count(i."id") DESC, g."title" = '系统管理' DESC, g."sort", g."id"
);
--> statement-breakpoint
UPDATE "menu_groups" SET "key" = 'config'
WHERE "id" IN (
  SELECT DISTINCT ON (g."owner_id") g."id"
  FROM "menu_groups" g
  JOIN "owners" o ON o."id" = g."owner_id"
  LEFT JOIN "menu_items" i ON i."group_id" = g."id" AND i."page_key" IN ('config-home', 'config-owner-list', 'config-users', 'config-organization', 'config-library', 'config-user-profile', 'config-login-log')
  WHERE o."is_config" AND g."key" IS NULL
    AND NOT EXISTS (SELECT 1 FROM "menu_groups" k WHERE k."owner_id" = g."owner_id" AND k."key" = 'config')
  GROUP BY g."owner_id", g."id", g."title", g."sort"
  HAVING count(i."id") > 0 OR g."title" = '配置中心'
  ORDER BY g."owner_id", count(i."id") DESC, g."title" = '配置中心' DESC, g."sort", g."id"
);
