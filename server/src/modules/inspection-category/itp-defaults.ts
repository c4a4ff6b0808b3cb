/**
 * The four points of ITP practice, which the configuration owner starts with as the platform's
 * defaults (migration 0020 gives them to a configuration owner made before this module; keep the two alike). The done
 * mark circles the plan's letter, as inspectors mark a point once it is signed.
 */
export const ITP_DEFAULTS = [
  { name: '停止点', planSymbol: 'H', actualSymbol: 'Ⓗ', note: '未经监造方签认，不得转入下一道工序', sort: 10 },
  { name: '见证点', planSymbol: 'W', actualSymbol: 'Ⓦ', note: '提前通知监造方到场见证；未到场可继续施工', sort: 20 },
  { name: '文件见证点', planSymbol: 'R', actualSymbol: 'Ⓡ', note: '审查检验记录、试验报告等文件', sort: 30 },
  { name: '巡检点', planSymbol: 'S', actualSymbol: 'Ⓢ', note: '监造人员不定期巡视检查', sort: 40 },
] as const;
