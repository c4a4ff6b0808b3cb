-- Owners that existed before the administration pages get their menu entries, in the template's
-- order; the administrator already holds every permission on them (granted per route at creation).
-- Re-running adds nothing twice.
INSERT INTO "menu_items" ("owner_id", "group_id", "title", "icon", "path", "page_key", "sort")
SELECT g."owner_id", g."id", p."title", p."icon", p."path", p."page_key", p."sort"
FROM "menu_groups" g
JOIN "owners" o ON o."id" = g."owner_id"
CROSS JOIN (VALUES
  ('用户管理', 'UserOutlined', '/default/dashboard/usertable', 'user-table', -8),
  ('角色管理', 'SafetyCertificateOutlined', '/control/role', 'control-role', -7),
  ('权限项管理', 'KeyOutlined', '/control/authority', 'control-authority', -6),
  ('组织机构', 'ApartmentOutlined', '/control/organization', 'control-organization', -5),
  ('菜单管理', 'MenuOutlined', '/control/menu', 'control-menu', -4),
  ('路由管理', 'NodeIndexOutlined', '/control/route', 'control-route', -3)
) AS p("title", "icon", "path", "page_key", "sort")
WHERE NOT o."is_config" AND g."title" = '系统管理'
  AND NOT EXISTS (SELECT 1 FROM "menu_items" i WHERE i."group_id" = g."id" AND i."page_key" = p."page_key");
--> statement-breakpoint
INSERT INTO "menu_items" ("owner_id", "group_id", "title", "icon", "path", "page_key", "sort")
SELECT g."owner_id", g."id", p."title", p."icon", p."path", p."page_key", p."sort"
FROM "menu_groups" g
JOIN "owners" o ON o."id" = g."owner_id"
CROSS JOIN (VALUES
  ('业主管理', 'BankOutlined', '/config/owner/list', 'config-owner-list', 2),
  ('用户列表', 'TeamOutlined', '/config/users/list', 'config-users', 3),
  ('组织机构', 'ApartmentOutlined', '/config/project/organization', 'config-organization', 4),
  ('数据字典', 'BookOutlined', '/config/basis/library', 'config-library', 5)
) AS p("title", "icon", "path", "page_key", "sort")
WHERE o."is_config" AND g."title" = '配置中心'
  AND NOT EXISTS (SELECT 1 FROM "menu_items" i WHERE i."group_id" = g."id" AND i."page_key" = p."page_key");
