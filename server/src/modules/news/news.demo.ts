import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { insertNews } from './news.service.js';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const DEMO_NEWS: Record<string, { title: string; body: string; pinned: boolean; days: number }[]> = {
  hdny: [
    {
      title: '关于开展主变压器出厂试验见证工作的通知',
      body: '各检验单位：\n500 kV 主变压器将于下月进入出厂试验阶段，请按检验计划安排人员到厂见证绝缘试验、温升试验和局部放电测量，停止点未经见证不得放行。\n\n项目部',
      pinned: true,
      days: 2,
    },
    {
      title: '平台新增法规库',
      body: '“知识库 › 法规库”已收录 GB/T 1094 系列、GB 50150 等常用标准，支持按标准编号、名称和正文全文检索，欢迎使用。',
      pinned: false,
      days: 5,
    },
    {
      title: '春节期间驻厂监造安排',
      body: '春节期间各驻厂监造人员按排班表轮值，如遇设备发运请提前三天报项目经理审批。',
      pinned: false,
      days: 20,
    },
  ],
  xnsd: [
    {
      title: '水轮机转轮到货验收安排',
      body: '1 号机转轮预计本周到货，请检验员按 GB/T 15468 做好到货检查和尺寸复测。',
      pinned: true,
      days: 1,
    },
    {
      title: '汛期安全提示',
      body: '进入汛期，现场检验人员注意防汛安全，恶劣天气暂停高处和临水作业。',
      pinned: false,
      days: 10,
    },
  ],
};

/** A few announcements of each demo owner, one pinned. */
export async function seedDemoNews(db: Db, owner: DemoOwner): Promise<void> {
  const items = DEMO_NEWS[owner.key] ?? [];
  await insertNews(
    db,
    owner.id,
    items.map((item) => ({
      title: item.title,
      body: item.body,
      pinned: item.pinned,
      published_at: daysAgo(item.days),
    })),
  );
}
