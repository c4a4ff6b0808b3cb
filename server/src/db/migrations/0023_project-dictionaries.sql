-- The dictionaries behind a project's coded fields (SPEC §3: project type, construction stage,
-- investment type, project level, green building certification), for new and existing databases
-- alike; inspection status and type exist since 0009. Types or items an administrator already has
-- are left as they are.
INSERT INTO "dict_types" ("code", "name", "sort") VALUES
  ('project_type', '项目类型', 80),
  ('construction_stage', '建设阶段', 90),
  ('invest_type', '投资类型', 100),
  ('project_level', '项目等级', 110),
  ('green_building', '绿色建筑认证', 120)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "dict_items" ("type_id", "key", "value", "sort")
SELECT t."id", v."key", v."value", v."sort"
FROM (VALUES
  ('project_type', 'hydropower', '水电站', 10),
  ('project_type', 'thermal_power', '火电厂', 20),
  ('project_type', 'wind_power', '风电场', 30),
  ('project_type', 'solar_power', '光伏电站', 40),
  ('project_type', 'substation', '变电站', 50),
  ('project_type', 'transmission_line', '输电线路', 60),
  ('project_type', 'pumped_storage', '抽水蓄能电站', 70),
  ('project_type', 'building', '房屋建筑', 80),
  ('project_type', 'municipal', '市政工程', 90),
  ('project_type', 'other', '其他', 100),
  ('construction_stage', 'planning', '前期规划', 10),
  ('construction_stage', 'design', '设计阶段', 20),
  ('construction_stage', 'procurement', '设备采购', 30),
  ('construction_stage', 'manufacturing', '设备制造', 40),
  ('construction_stage', 'construction', '施工建设', 50),
  ('construction_stage', 'commissioning', '调试投运', 60),
  ('construction_stage', 'completed', '竣工验收', 70),
  ('invest_type', 'government', '政府投资', 10),
  ('invest_type', 'state_owned', '国有企业投资', 20),
  ('invest_type', 'private', '社会资本投资', 30),
  ('invest_type', 'ppp', 'PPP 合作', 40),
  ('invest_type', 'foreign', '外资', 50),
  ('project_level', 'national', '国家重点', 10),
  ('project_level', 'provincial', '省级重点', 20),
  ('project_level', 'municipal', '市级重点', 30),
  ('project_level', 'ordinary', '一般项目', 40),
  ('green_building', 'none', '未申报', 10),
  ('green_building', 'basic', '基本级', 20),
  ('green_building', 'one_star', '一星级', 30),
  ('green_building', 'two_star', '二星级', 40),
  ('green_building', 'three_star', '三星级', 50)
) AS v("code", "key", "value", "sort")
JOIN "dict_types" t ON t."code" = v."code"
ON CONFLICT DO NOTHING;
