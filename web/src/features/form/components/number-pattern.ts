/** The coding levels offered: the tokens before the sequence (contract: NumberRuleBody). */
export const NUMBER_PRESETS = [
  { key: 'level1', pattern: '{type}-{seq:4}' },
  { key: 'level2', pattern: '{project}-{type}-{seq:4}' },
  { key: 'level3', pattern: '{project}-{type}-{yyyy}-{seq:4}' },
] as const;

export type PresetKey = (typeof NUMBER_PRESETS)[number]['key'] | 'custom';

export const presetOf = (pattern: string): PresetKey =>
  NUMBER_PRESETS.find((preset) => preset.pattern === pattern)?.key ?? 'custom';

/**
 * The number a pattern gives the first form of a project coded `PRJ` today: what the server renders,
 * drawn here as the user types.
 */
export function previewNumber(pattern: string, typeCode: string, now: Date = new Date(), project = 'PRJ'): string {
  const yyyy = String(now.getFullYear());
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  return pattern.replace(/\{(project|type|yyyy|yy|mm|seq:([3-6]))\}/g, (_token, name: string, digits?: string) => {
    if (digits) return '1'.padStart(Number(digits), '0');
    switch (name) {
      case 'project':
        return project;
      case 'type':
        return typeCode || 'TYPE';
      case 'yyyy':
        return yyyy;
      case 'yy':
        return yyyy.slice(2);
      default:
        return mm;
    }
  });
}
