-- Owners that existed before the audit and login logs get their menu entries and the administrator's
-- permissions on them; owners created later get both from the menu template.
INSERT INTO "role_permissions" ("owner_id", "role", "page_key", "action")
SELECT o."id", 'admin', CASE WHEN o."is_config" THEN 'config-login-log' ELSE 'control-audit-log' END, a."action"
FROM "owners" o
CROSS JOIN (VALUES ('update'), ('index'), ('assign'), ('delete'), ('create'), ('import'), ('export')) AS a("action")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu_groups" ("owner_id", "title", "icon", "action", "sort")
SELECT o."id", '系统管理', 'SettingOutlined', 'SettingOutlined', 1
FROM "owners" o
WHERE NOT o."is_config";
--> statement-breakpoint
INSERT INTO "menu_items" ("owner_id", "group_id", "title", "icon", "path", "page_key", "sort")
SELECT g."owner_id", g."id", '操作日志', 'FileTextOutlined', '/control/audit-log', 'control-audit-log', 0
FROM "menu_groups" g
JOIN "owners" o ON o."id" = g."owner_id"
WHERE NOT o."is_config" AND g."title" = '系统管理';
--> statement-breakpoint
INSERT INTO "menu_items" ("owner_id", "group_id", "title", "icon", "path", "page_key", "sort")
SELECT g."owner_id", g."id", '登录日志', 'FileTextOutlined', '/config/login-log', 'config-login-log', 2
FROM "menu_groups" g
JOIN "owners" o ON o."id" = g."owner_id"
WHERE o."is_config" AND g."title" = '配置中心';
