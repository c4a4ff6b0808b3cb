import { AUDIT_COMMON_FIELDS, AUDIT_LABELS, type AuditLabels, type Title } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../index.js';

/**
 * What the compiler cannot see: that every labelled entity belongs to a module's manifest, and that
 * every label reads in both languages. The compiler sees the rest: `recordChange`, `updateAudited` and
 * `deleteAudited` take only an entity of `AUDIT_LABELS` and fields its labels name (platform/audit.ts).
 */
describe('audit labels', () => {
  it('come from the module manifests: each audited entity from exactly one module', () => {
    const declared = MODULES.flatMap((module) =>
      Object.entries(module.auditLabels ?? {}).map(([entity, labels]) => ({ module: module.name, entity, labels })),
    );
    const entities = declared.map((d) => d.entity);
    expect(entities.filter((entity, at) => entities.indexOf(entity) !== at)).toEqual([]);
    expect([...entities].sort()).toEqual(Object.keys(AUDIT_LABELS).sort());
    for (const { entity, labels } of declared) {
      expect(labels, entity).toBe((AUDIT_LABELS as AuditLabels)[entity]);
    }
  });

  const cjk = /\p{Script=Han}/u;
  const unreadable = (title: Title) =>
    !cjk.test(title.zh) || title.en.trim() === '' || cjk.test(title.en) || title.zh !== title.zh.trim();

  it('name every audited entity and field in Chinese and in English', () => {
    const titles: [string, Title][] = [
      ...Object.entries(AUDIT_COMMON_FIELDS).map(([field, title]): [string, Title] => [`*.${field}`, title]),
      ...Object.entries(AUDIT_LABELS).flatMap(([entity, labels]): [string, Title][] => [
        [entity, labels.title],
        ...Object.entries(labels.fields).map(([field, title]): [string, Title] => [`${entity}.${field}`, title]),
      ]),
    ];
    expect(titles.length).toBeGreaterThan(Object.keys(AUDIT_LABELS).length);
    expect(titles.filter(([, title]) => unreadable(title)).map(([name]) => name)).toEqual([]);
  });
});
