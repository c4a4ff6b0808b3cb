import { describe, expect, it } from 'vitest';
import { searchDocument, searchQuery, searchTokens } from './law-search.js';

describe('the search tokens', () => {
  it('cut Han text into pairs and Latin letters and digits into words', () => {
    expect(searchTokens('电力变压器')).toEqual(['电力', '力变', '变压', '压器']);
    expect(searchTokens('GB/T 1094.1-2013')).toEqual(['gb', 't', '1094', '1', '2013']);
    expect(searchTokens('110kV 主变，绝')).toEqual(['110', 'kv', '主变', '绝']);
    expect(searchTokens('ＧＢ５０１５０')).toEqual(['gb', '50150']);
  });

  it('write a weighted document whose fields never join into one phrase', () => {
    expect(
      searchDocument([
        ['变压器', 'A'],
        ['GB', 'B'],
        ['绝缘', 'D'],
      ]),
    ).toBe("'变压':2A '压器':3A 'gb':5B '绝缘':7");
  });

  it('make a phrase of each word, a prefix of a lone character or a last word, and nothing of punctuation', () => {
    expect(searchQuery('变压器 绝缘')).toBe("('变压' <-> '压器') & '绝缘'");
    expect(searchQuery('绝')).toBe("'绝':*");
    expect(searchQuery('GB/T 109', ['A', 'B'])).toBe("('gb':AB <-> 't':*AB) & '109':*AB");
    expect(searchQuery(' ，。!? ')).toBeNull();
    expect(searchQuery("it's")).toBe("('it' <-> 's':*)");
  });
});
