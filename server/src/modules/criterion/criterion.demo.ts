import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { findLawRef } from '../law/public.js';
import { insertClauses } from './criterion-insert.js';

/** Code, title, requirement. */
type DemoClause = [string, string, string];

// Clause numbers follow the published standards; titles are shortened and the texts written for the demo.
const TRANSFORMER: DemoClause[] = [
  ['1', '范围', '适用于三相及单相（含自耦）电力变压器，规定使用条件、额定值、铭牌和试验要求。'],
  ['4', '使用条件', ''],
  ['4.1', '一般要求', '变压器按正常使用条件设计；特殊条件应在询价和订货时提出。'],
  ['4.2', '正常使用条件', '海拔不超过 1000 m，最高气温 +40 ℃，最低气温 −25 ℃（户外），波形近似正弦。'],
  ['5', '额定值和一般要求', ''],
  ['5.1', '额定容量', '每个绕组的额定容量应在铭牌上标明，并在规定条件下连续输送而温升不超限值。'],
  ['5.1.1', '', '多绕组变压器应给出各绕组额定容量的组合。'],
  ['5.1.2', '', '采用多种冷却方式时，应分别给出各冷却方式下的容量。'],
  ['5.2', '额定电压和额定电压比', '额定电压比为一次与二次绕组额定电压之比，电压比偏差应满足表中允许偏差。'],
  ['5.5', '联结组标号', '三相变压器的联结组标号应在铭牌上标出，例如 YNd11。'],
  ['5.10', '短路阻抗', '额定分接下的短路阻抗应在合同值的允许偏差之内。'],
  ['8', '铭牌', '铭牌应采用耐腐蚀材料，字迹清晰持久，安装在易于看到的位置。'],
  ['11', '试验', ''],
  ['11.1', '试验的一般要求', '试验应在制造厂环境温度 10 ℃～40 ℃ 条件下进行，变压器应完整装配。'],
  ['11.1.1', '例行试验', '每台变压器都应进行绕组电阻、电压比、短路阻抗和负载损耗、空载损耗和空载电流及绝缘例行试验。'],
  ['11.1.2', '型式试验', '温升试验、雷电冲击试验在首台或代表性产品上进行。'],
  ['11.2', '绕组电阻测量', '记录绕组温度，电阻值换算到参考温度，各相差值应符合规定。'],
  ['11.3', '电压比测量和联结组标号检定', '在每个分接位置测量电压比，并检定联结组标号。'],
  ['11.4', '短路阻抗和负载损耗测量', '以额定频率近似正弦电流在额定分接测量，结果换算到参考温度。'],
  ['11.5', '空载损耗和空载电流测量', '在额定频率和额定电压下测量，试验前不应进行可能使铁心磁化的试验。'],
];

const INSTALLATION: DemoClause[] = [
  ['4', '电力变压器、油浸电抗器', ''],
  ['4.1', '装卸、运输与就位', ''],
  ['4.1.1', '', '大型变压器运输前应查明道路、桥梁的承载能力，运输中应装设冲击记录仪。'],
  ['4.1.3', '', '到达现场后冲击记录值不应超过制造厂规定，记录纸应交建设单位存档。'],
  ['4.2', '交接与保管', ''],
  ['4.2.1', '', '设备到达现场后应及时检查外观、油箱密封及附件数量，并做好记录。'],
  ['4.2.2', '', '充气运输的设备应检查气体压力，压力应保持在 0.01 MPa～0.03 MPa。'],
  ['4.5', '器身检查', ''],
  ['4.5.1', '', '器身检查时环境相对湿度不宜大于 75%，器身暴露时间应符合制造厂要求。'],
  ['4.5.5', '', '铁心应无变形，铁心对地及夹件绝缘电阻应符合要求，且只有一点接地。'],
  ['4.9', '注油', '注油应采用真空注油，注入油温宜高于器身温度，注油后静置时间应满足要求。'],
  ['4.12', '工程交接验收', ''],
  ['4.12.1', '', '变压器在试运行前应全面检查本体及附件无缺陷、无渗漏油，接地可靠。'],
  ['4.12.2', '', '变压器试运行时应进行 5 次空载全电压冲击合闸，无异常情况。'],
  ['5', '互感器', ''],
  ['5.2', '安装', ''],
  ['5.2.1', '', '互感器应垂直安装，同一组互感器的极性方向应一致。'],
  ['5.2.6', '', '互感器的二次备用绕组应短路后可靠接地，电流互感器二次回路严禁开路。'],
];

const DEMO: Record<string, Record<string, DemoClause[]>> = {
  hdny: { 'GB/T 1094.1-2013': TRANSFORMER, 'GB 50148-2010': INSTALLATION },
};

/** Clause trees of two of the demo owner's standards: the transformer's general rules and its installation. */
export async function seedDemoClauses(db: Db, owner: DemoOwner): Promise<void> {
  for (const [code, rows] of Object.entries(DEMO[owner.key] ?? {})) {
    const law = await findLawRef(db, owner.id, { code });
    if (!law) continue;
    await insertClauses(
      db,
      { ownerId: owner.id, lawId: law.id, userId: null },
      rows.map(([clause, title, requirement]) => ({ code: clause, title, requirement })),
    );
  }
}
