-- Owners that existed before the online-users page get its menu entry and the administrator's
-- permissions on it; owners created later get both from the menu template.
INSERT INTO "role_permissions" ("owner_id", "role", "page_key", "action")
SELECT o."id", 'admin', 'control-online', a."action"
FROM "owners" o
CROSS JOIN (VALUES ('update'), ('index'), ('assign'), ('delete'), ('create'), ('import'), ('export')) AS a("action")
WHERE NOT o."is_config"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_items" ("owner_id", "group_id", "title", "icon", "path", "page_key", "sort")
SELECT g."owner_id", g."id", '在线用户', 'TeamOutlined', '/control/online', 'control-online', -1
FROM "menu_groups" g
JOIN "owners" o ON o."id" = g."owner_id"
WHERE NOT o."is_config" AND g."title" = '系统管理'
  AND NOT EXISTS (SELECT 1 FROM "menu_items" i WHERE i."group_id" = g."id" AND i."page_key" = 'control-online');
