import { type LawRow, LIST_COUNT_CAP } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { insertLaws } from './law.service.js';
import { lawKit } from './law.test-support.js';

const t = useTestApp();
const { createLaw, list, search } = lawKit(t);

describe('searching and filtering the law library', () => {
  it('finds Chinese words inside the text and ranks title and code hits first', async () => {
    const { call } = await signedIn(t, 'xnsd');
    const inText = await createLaw(call, {
      title: '电站设备监造导则',
      content: '第五章 出厂试验\n主变压器应逐台进行外施耐压试验，套管及引线绝缘应满足设计要求。',
    });
    const inTitle = await createLaw(call, { title: '高压套管绝缘试验方法', content: '本标准适用于套管。' });
    const unrelated = await createLaw(call, { title: '碾压混凝土施工规范', content: '碾压层厚度宜为 30 cm。' });

    const insulation = (await search(call, '绝缘')).result;
    const ids = insulation.map((row) => row.id);
    expect(ids).toContain(inText.id);
    expect(ids.indexOf(inTitle.id)).toBeLessThan(ids.indexOf(inText.id));
    expect(ids).not.toContain(unrelated.id);
    // Every title hit comes before every row found only in its text.
    const titleHits = insulation.map((row) => row.title.includes('绝缘'));
    expect(titleHits).toEqual([...titleHits].sort((a, b) => Number(b) - Number(a)));

    // A word of three characters is a phrase: 变压器 is found, 压变器 is not.
    expect((await search(call, '变压器')).result.map((row) => row.id)).toEqual([inText.id]);
    expect((await search(call, '压变器')).result).toEqual([]);
    // Words separated by a space must all be there; a lone character is the start of a word.
    expect((await search(call, '外施耐压 引线绝缘')).result.map((row) => row.id)).toEqual([inText.id]);
    expect((await search(call, '碾')).result.map((row) => row.id)).toContain(unrelated.id);
    // Codes, by their words and digits, including the start of a number.
    expect((await search(call, 'GB/T 1546')).result.map((row) => row.code)).toEqual(['GB/T 15468-2020']);
    expect((await search(call, '，。')).result).toEqual([]);
  });

  it('ranks a search the count holds in full, and lists one matching more in the list order', async () => {
    const { call } = await signedIn(t, 'xnsd');
    // The word in the text of laws dated a day apart back from 2020, and in the title of one older law.
    const dated = (n: number) => new Date(Date.UTC(2020, 0, 1) - n * 86_400_000).toISOString().slice(0, 10);
    const inText = (n: number) => ({
      code: `Q/FD ${n}-2020`,
      title: '风电场运行规程',
      issuer: '',
      enable_date: dated(n),
      status: 'current' as const,
      content: '叶片应定期进行防雷检查。',
    });
    await insertLaws(
      t.db,
      (await ownerByKey(t.db, 'xnsd')).id,
      Array.from({ length: LIST_COUNT_CAP - 1 }, (_, n) => inText(n + 1)),
    );
    const titled = await createLaw(call, { title: '叶片防雷检查规程', enable_date: '1990-01-01', content: '' });
    const firstPage = () => list(call, { page: 1, 'per-page': 15, 'filter[q]': '防雷' });

    // As many as the count holds: ranked, the title hit first though it is the oldest.
    const ranked = await firstPage();
    expect(ranked.paging).toMatchObject({ count: LIST_COUNT_CAP });
    expect(ranked.paging.countCapped).toBeUndefined();
    expect(ranked.result[0]?.id).toBe(titled.id);

    // One more: the newest first, as the list orders laws, and the title hit is far down.
    const newest = await createLaw(call, { title: '风电场运行规程', enable_date: '2020-01-01', content: '防雷' });
    const listed = await firstPage();
    expect(listed.paging).toMatchObject({ count: LIST_COUNT_CAP, countCapped: true });
    expect(listed.result.map((row) => row.enable_date)).toEqual([
      newest.enable_date,
      ...Array.from({ length: 14 }, (_, n) => dated(n + 1)),
    ]);
    expect(listed.result.map((row) => row.id)).not.toContain(titled.id);
  });

  it("turns a ranked search's pages in one order, kept for its sort, and ranks again after a change", async () => {
    const { call } = await signedIn(t, 'hdny');
    // Forty laws with the word, every seventh in its title; enable dates out of the ids' order.
    await insertLaws(
      t.db,
      (await ownerByKey(t.db, 'hdny')).id,
      Array.from({ length: 40 }, (_, n) => ({
        code: `Q/YJ ${n}-2021`,
        title: n % 7 === 0 ? '叶尖检查规程' : '风机运行规程',
        issuer: '',
        enable_date: `19${70 + ((n * 7) % 13)}-01-01`,
        status: 'current' as const,
        content: n % 7 === 0 ? '' : '叶尖应定期检查。',
      })),
    );
    const query = (sort: string) => ({ sort, 'filter[q]': '叶尖' });
    const ids = (rows: LawRow[]) => rows.map((row) => row.id);
    const pages = async (sort: string) => {
      const read = [];
      for (const page of [1, 2, 3]) read.push(...(await list(call, { page, 'per-page': 15, ...query(sort) })).result);
      return ids(read);
    };
    for (const sort of ['-enable_date', 'enable_date']) {
      const all = ids((await list(call, { 'per-page': -1, ...query(sort) })).result);
      expect(all).toHaveLength(40);
      expect(await pages(sort)).toEqual(all);
    }
    // Ranks tie within the title hits and within the others: the sort orders them.
    expect(await pages('enable_date')).not.toEqual(await pages('-enable_date'));

    // A law saved through a request is in the next call's order.
    const added = await createLaw(call, { title: '叶尖防雷检查', enable_date: '1969-01-01' });
    const after = await pages('-enable_date');
    expect(after).toHaveLength(41);
    expect(after).toContain(added.id);
  });

  it('filters by status, issuing body, title and enable date', async () => {
    const { call } = await signedIn(t, 'hdny');
    const withdrawn = (await list(call, { 'per-page': '-1', 'filter[status]': 'withdrawn' })).result;
    expect(withdrawn.map((row) => row.code)).toEqual(['JB/T 501-2006']);
    const energy = (await list(call, { 'per-page': '-1', 'filter[issuer]': '能源局' })).result;
    expect(energy.map((row) => row.code)).toEqual(['DL/T 5161.1-2018']);
    const titled = (await list(call, { 'per-page': '-1', 'filter[title]': '干式' })).result;
    expect(titled.map((row) => row.code)).toEqual(['GB/T 1094.11-2007']);
    const dated = (
      await list(call, { 'per-page': '-1', sort: 'enable_date', 'filter[enable_date]': '2014-01-01|2016-12-31' })
    ).result;
    expect(dated.map((row) => row.enable_date)).toEqual(['2014-12-14', '2014-12-14', '2016-04-01', '2016-12-01']);
    const byCode = (await list(call, { 'per-page': 15, sort: 'code' })).result.map((row) => row.code);
    expect(byCode.slice(0, 2)).toEqual(['DL/T 5161.1-2018', 'DL/T 596-1996']);
  });
});
