-- The platform dictionaries this domain's screens and filters rely on, for new and existing
-- databases alike. Types or items that exist are left as administrators edited them, so running it
-- again adds nothing twice.
INSERT INTO "dict_types" ("code", "name", "sort") VALUES
  ('company_nature', '公司性质', 10),
  ('company_qualification', '资质等级', 20),
  ('report_type', '报告类型', 30),
  ('report_conclusion', '报告结论', 40),
  ('inspection_status', '检验状态', 50),
  ('inspection_type', '检验类型', 60),
  ('gender', '性别', 70)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "dict_items" ("type_id", "key", "value", "sort")
SELECT t."id", v."key", v."value", v."sort"
FROM (VALUES
  ('company_nature', 'state_owned', '国有企业', 10),
  ('company_nature', 'private', '民营企业', 20),
  ('company_nature', 'foreign', '外资企业', 30),
  ('company_nature', 'joint_venture', '中外合资企业', 40),
  ('company_nature', 'institution', '事业单位', 50),
  ('company_nature', 'government', '政府机关', 60),
  ('company_nature', 'other', '其他', 70),
  ('company_qualification', 'comprehensive', '综合资质', 10),
  ('company_qualification', 'grade_a', '甲级', 20),
  ('company_qualification', 'grade_b', '乙级', 30),
  ('company_qualification', 'grade_c', '丙级', 40),
  ('company_qualification', 'none', '无资质', 50),
  ('report_type', 'inspection_report', '检验报告', 10),
  ('report_type', 'nonconformity_report', '不符合项报告', 20),
  ('report_type', 'release_report', '放行报告', 30),
  ('report_type', 'patrol_report', '巡检报告', 40),
  ('report_type', 'witness_report', '见证报告', 50),
  ('report_type', 'weekly_report', '周报', 60),
  ('report_type', 'monthly_report', '月报', 70),
  ('report_conclusion', 'qualified', '合格', 10),
  ('report_conclusion', 'unqualified', '不合格', 20),
  ('report_conclusion', 'concession', '让步接收', 30),
  ('inspection_status', 'pending', '待检验', 10),
  ('inspection_status', 'in_progress', '检验中', 20),
  ('inspection_status', 'passed', '检验合格', 30),
  ('inspection_status', 'failed', '检验不合格', 40),
  ('inspection_status', 'rectifying', '整改中', 50),
  ('inspection_status', 'closed', '已关闭', 60),
  ('inspection_type', 'resident', '驻厂监造', 10),
  ('inspection_type', 'site', '现场检验', 20),
  ('inspection_type', 'witness', '见证检验', 30),
  ('inspection_type', 'document_review', '文件审查', 40),
  ('inspection_type', 'final', '出厂检验', 50),
  ('gender', 'male', '男', 10),
  ('gender', 'female', '女', 20),
  ('gender', 'unknown', '未知', 30)
) AS v("code", "key", "value", "sort")
JOIN "dict_types" t ON t."code" = v."code"
ON CONFLICT DO NOTHING;
