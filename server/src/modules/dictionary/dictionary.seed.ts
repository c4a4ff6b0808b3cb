import { INSPECTION_REPORT_TYPE } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { dictItems, dictTypes } from './dictionary.table.js';

interface SeedType {
  code: string;
  name: string;
  items: [key: string, value: string][];
}

/** The platform's dictionaries that screens and filters of this domain rely on. */
export const PLATFORM_DICTIONARIES: SeedType[] = [
  {
    code: 'company_nature',
    name: '公司性质',
    items: [
      ['state_owned', '国有企业'],
      ['private', '民营企业'],
      ['foreign', '外资企业'],
      ['joint_venture', '中外合资企业'],
      ['institution', '事业单位'],
      ['government', '政府机关'],
      ['other', '其他'],
    ],
  },
  {
    code: 'company_qualification',
    name: '资质等级',
    items: [
      ['comprehensive', '综合资质'],
      ['grade_a', '甲级'],
      ['grade_b', '乙级'],
      ['grade_c', '丙级'],
      ['none', '无资质'],
    ],
  },
  {
    code: 'report_type',
    name: '报告类型',
    items: [
      [INSPECTION_REPORT_TYPE, '检验报告'],
      ['nonconformity_report', '不符合项报告'],
      ['release_report', '放行报告'],
      ['patrol_report', '巡检报告'],
      ['witness_report', '见证报告'],
      ['weekly_report', '周报'],
      ['monthly_report', '月报'],
    ],
  },
  {
    code: 'report_conclusion',
    name: '报告结论',
    items: [
      ['qualified', '合格'],
      ['unqualified', '不合格'],
      ['concession', '让步接收'],
    ],
  },
  {
    code: 'inspection_status',
    name: '检验状态',
    items: [
      ['pending', '待检验'],
      ['in_progress', '检验中'],
      ['passed', '检验合格'],
      ['failed', '检验不合格'],
      ['rectifying', '整改中'],
      ['closed', '已关闭'],
    ],
  },
  {
    code: 'inspection_type',
    name: '检验类型',
    items: [
      ['resident', '驻厂监造'],
      ['site', '现场检验'],
      ['witness', '见证检验'],
      ['document_review', '文件审查'],
      ['final', '出厂检验'],
    ],
  },
  {
    code: 'gender',
    name: '性别',
    items: [
      ['male', '男'],
      ['female', '女'],
      ['unknown', '未知'],
    ],
  },
];

/**
 * Writes the platform dictionaries. Types and items that already exist are left as they are, so it
 * may run again on a database whose administrators have edited them.
 */
export async function seedDictionaries(db: Db): Promise<void> {
  for (const [typeIndex, type] of PLATFORM_DICTIONARIES.entries()) {
    await db
      .insert(dictTypes)
      .values({ code: type.code, name: type.name, sort: (typeIndex + 1) * 10 })
      .onConflictDoNothing({ target: dictTypes.code });
    const [row] = await db.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.code, type.code));
    if (!row) throw new Error(`dictionary type ${type.code} missing after insert`);
    await db
      .insert(dictItems)
      .values(type.items.map(([key, value], index) => ({ typeId: row.id, key, value, sort: (index + 1) * 10 })))
      .onConflictDoNothing();
  }
}
