-- A configuration owner made before the inspection categories existed starts with the ITP defaults,
-- as one made from now on does (inspection-category.service seedOwnerCategories; same rows as
-- itp-defaults.ts). A fresh database has no owner yet here and gets them when the seed makes it.
INSERT INTO "inspection_categories" ("owner_id", "name", "plan_symbol", "actual_symbol", "note", "sort")
SELECT o."id", d."name", d."plan_symbol", d."actual_symbol", d."note", d."sort"
FROM "owners" o
CROSS JOIN (VALUES
  ('停止点', 'H', 'Ⓗ', '未经监造方签认，不得转入下一道工序', 10),
  ('见证点', 'W', 'Ⓦ', '提前通知监造方到场见证；未到场可继续施工', 20),
  ('文件见证点', 'R', 'Ⓡ', '审查检验记录、试验报告等文件', 30),
  ('巡检点', 'S', 'Ⓢ', '监造人员不定期巡视检查', 40)
) AS d("name", "plan_symbol", "actual_symbol", "note", "sort")
WHERE o."is_config" = true
ON CONFLICT DO NOTHING;
