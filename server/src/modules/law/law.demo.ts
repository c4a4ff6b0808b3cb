import type { LawBody } from '@app/contract';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { insertLaws } from './law.service.js';

/** The demo's laws have their text written out, and no attached PDF. */
type DemoLaw = Required<Omit<LawBody, 'file_id'>>;

const SAC = '国家市场监督管理总局、国家标准化管理委员会';
const AQSIQ = '国家质量监督检验检疫总局、国家标准化管理委员会';
const MOHURD = '住房和城乡建设部、国家质量监督检验检疫总局';
const NEA = '国家能源局';

// Codes and titles are those of the published standards; the texts are summaries written for the demo.
const SUBSTATION: DemoLaw[] = [
  {
    code: 'GB/T 1094.1-2013',
    title: '电力变压器 第1部分：总则',
    issuer: AQSIQ,
    enable_date: '2014-12-14',
    status: 'current',
    content:
      '1 范围\n本部分适用于三相及单相（包括自耦）电力变压器，规定了变压器的使用条件、额定值、联结组标号、铭牌及试验要求。\n\n' +
      '5 额定值\n5.1 额定容量：变压器应在规定的使用条件下连续输送额定容量，温升不超过 GB/T 1094.2 的限值。\n\n' +
      '11 试验\n11.1 例行试验包括绕组电阻测量、电压比测量和联结组标号检定、短路阻抗和负载损耗测量、空载损耗和空载电流测量、绝缘例行试验。',
  },
  {
    code: 'GB/T 1094.2-2013',
    title: '电力变压器 第2部分：液浸式变压器的温升',
    issuer: AQSIQ,
    enable_date: '2014-12-14',
    status: 'current',
    content:
      '本部分规定了液浸式变压器的冷却方式标志、温升限值及温升试验方法。\n\n' +
      '顶层绝缘液体温升限值为 60 K，绕组平均温升限值为 65 K。温升试验采用短路法，先施加总损耗测定顶层油温升，再施加额定电流测定绕组温升。',
  },
  {
    code: 'GB/T 1094.3-2017',
    title: '电力变压器 第3部分：绝缘水平、绝缘试验和外绝缘空气间隙',
    issuer: SAC,
    enable_date: '2018-07-01',
    status: 'current',
    content:
      '本部分规定了电力变压器的绝缘水平及相应的绝缘试验，并给出了外绝缘空气间隙的推荐值。\n\n' +
      '绝缘试验包括：外施耐压试验、感应耐压试验（ACSD、ACLD）、雷电冲击试验和操作冲击试验。局部放电测量在感应耐压试验过程中进行，视在放电量不应超过 250 pC。',
  },
  {
    code: 'GB/T 1094.5-2008',
    title: '电力变压器 第5部分：承受短路的能力',
    issuer: AQSIQ,
    enable_date: '2009-10-01',
    status: 'current',
    content:
      '本部分规定了电力变压器承受外部短路引起的热效应和动态效应的能力要求，以及计算和试验验证方法。\n\n' +
      '短路承受能力试验前后应测量短路电抗，其变化量对于容量大于 100 MVA 的变压器不应超过 1%。',
  },
  {
    code: 'GB/T 1094.10-2003',
    title: '电力变压器 第10部分：声级测定',
    issuer: AQSIQ,
    enable_date: '2004-08-01',
    status: 'current',
    content: '本部分规定了测定变压器、电抗器及其冷却装置声压级和声功率级的方法，适用于工厂试验和现场测量。',
  },
  {
    code: 'GB/T 1094.11-2007',
    title: '电力变压器 第11部分：干式变压器',
    issuer: AQSIQ,
    enable_date: '2008-02-01',
    status: 'current',
    content:
      '本部分适用于设备最高电压不超过 40.5 kV 的干式电力变压器，规定了环境、气候和燃烧性能等级及温升限值。\n\n' +
      '干式变压器的绝缘系统温度等级分为 105、120、130、155、180、200 和 220（℃）。',
  },
  {
    code: 'GB/T 6451-2015',
    title: '油浸式电力变压器技术参数和要求',
    issuer: AQSIQ,
    enable_date: '2016-04-01',
    status: 'current',
    content:
      '本标准规定了 6 kV 至 500 kV 油浸式电力变压器的性能参数、技术要求和试验项目，空载损耗和负载损耗不应大于表列数值。',
  },
  {
    code: 'GB 50150-2016',
    title: '电气装置安装工程 电气设备交接试验标准',
    issuer: MOHURD,
    enable_date: '2016-12-01',
    status: 'current',
    content:
      '8 电力变压器\n8.0.1 电力变压器的试验项目应包括：绝缘油试验或 SF6 气体试验；测量绕组连同套管的直流电阻；检查所有分接的电压比；' +
      '测量铁心及夹件的绝缘电阻；测量绕组连同套管的绝缘电阻、吸收比或极化指数；绕组连同套管的交流耐压试验；额定电压下的冲击合闸试验。',
  },
  {
    code: 'GB 50148-2010',
    title: '电气装置安装工程 电力变压器、油浸电抗器、互感器施工及验收规范',
    issuer: MOHURD,
    enable_date: '2010-12-01',
    status: 'current',
    content:
      '4.1 变压器到达现场后应进行外观检查，冲撞记录仪的数值应符合制造厂及合同规定。\n' +
      '4.5 器身检查时，环境相对湿度不应大于 75%，器身暴露在空气中的时间不得超过 16 h。绝缘油应经净化处理，注入前应试验合格。',
  },
  {
    code: 'DL/T 5161.1-2018',
    title: '电气装置安装工程质量检验及评定规程 第1部分：通则',
    issuer: NEA,
    enable_date: '2018-07-01',
    status: 'current',
    content:
      '本部分规定了电气装置安装工程质量检验及评定的划分、检验项目性质（主控、一般）、质量等级评定方法和验收程序。',
  },
  {
    code: 'GB/T 7674-2020',
    title: '额定电压72.5 kV及以上气体绝缘金属封闭开关设备',
    issuer: SAC,
    enable_date: '2021-02-01',
    status: 'current',
    content:
      '本标准规定了 GIS 的使用条件、额定值、设计与结构、型式试验和出厂试验。SF6 气体年泄漏率不应大于 0.5%，主回路电阻测量值不应超过型式试验值的 1.2 倍。',
  },
  {
    code: 'GB/T 1094.1-1996',
    title: '电力变压器 第1部分 总则',
    issuer: '国家技术监督局',
    enable_date: '1997-07-01',
    status: 'replaced',
    content: '本标准已被 GB/T 1094.1-2013 代替。原规定了电力变压器的使用条件、额定值和试验要求。',
  },
  {
    code: 'DL/T 596-1996',
    title: '电力设备预防性试验规程',
    issuer: '电力工业部',
    enable_date: '1997-01-01',
    status: 'replaced',
    content:
      '规定了各种电力设备预防性试验的项目、周期和要求，包括变压器油中溶解气体色谱分析、绕组绝缘电阻和介质损耗因数测量。',
  },
  {
    code: 'JB/T 501-2006',
    title: '电力变压器试验导则',
    issuer: '国家发展和改革委员会',
    enable_date: '2006-10-01',
    status: 'withdrawn',
    content: '给出了电力变压器出厂试验和型式试验的试验方法及判断依据，已废止，试验方法见 GB/T 1094 系列。',
  },
];

const HYDROPOWER: DemoLaw[] = [
  {
    code: 'GB/T 15468-2020',
    title: '水轮机基本技术条件',
    issuer: SAC,
    enable_date: '2021-02-01',
    status: 'current',
    content:
      '本标准规定了水轮机的性能保证、材料、设计、制造、检验和验收要求。转轮叶片应采用抗空蚀性能良好的不锈钢材料。',
  },
  {
    code: 'GB/T 8564-2003',
    title: '水轮发电机组安装技术规范',
    issuer: AQSIQ,
    enable_date: '2003-12-01',
    status: 'current',
    content:
      '规定了水轮发电机组及其附属设备的安装、调试和试运行要求。定子绕组交流耐压试验应在安装完成后进行，绝缘电阻应符合规定。',
  },
  {
    code: 'DL/T 5113.8-2012',
    title: '水电水利基本建设工程 单元工程质量等级评定标准 第8部分：水工碾压混凝土工程',
    issuer: NEA,
    enable_date: '2012-12-01',
    status: 'current',
    content: '规定了碾压混凝土单元工程的划分、检验项目、质量标准和等级评定方法。',
  },
];

const DEMO_LAWS: Record<string, DemoLaw[]> = { hdny: SUBSTATION, xnsd: HYDROPOWER };

/** The standards each demo owner works to: transformers and switchgear, or hydropower. */
export async function seedDemoLaws(db: Db, owner: DemoOwner): Promise<void> {
  await insertLaws(db, owner.id, DEMO_LAWS[owner.key] ?? []);
}
