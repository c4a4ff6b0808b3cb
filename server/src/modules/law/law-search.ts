/**
 * Chinese full-text search that works the same on PGlite and PostgreSQL (docs/decisions.md, "Law
 * library"): neither ships a Chinese parser we can count on (no zhparser in PGlite), so the text is
 * cut into tokens here, Han text into overlapping pairs of characters (变压器 → 变压, 压器), Latin
 * letters and digits into words (GB/T 1094.1 → gb, t, 1094, 1), and written as a tsvector literal
 * with positions and weights. A query is cut the same way into a phrase (变压 <-> 压器), so it finds
 * the characters in that order, as a substring search would, through the GIN index.
 */

/** Weights of the fields in the document: title A, code B, issuing body C, text D. */
export type SearchWeight = 'A' | 'B' | 'C' | 'D';

/** PostgreSQL keeps positions up to this; a later token is counted at it. */
const MAX_POSITION = 16_383;
/** PostgreSQL keeps at most this many positions of one lexeme. */
const MAX_POSITIONS_PER_LEXEME = 256;
/** Longer runs of letters or digits are no word anyone searches for; cut so a lexeme stays small. */
const MAX_WORD = 64;
/** Tokens of one query; more is no search a person types and would only cost the index. */
const MAX_QUERY_TOKENS = 32;

type CharClass = 'han' | 'digit' | 'letter';

const HAN = /\p{Script=Han}/u;
const DIGIT = /\p{N}/u;
const LETTER = /[\p{L}\p{M}]/u;

const classOf = (c: string): CharClass | null =>
  HAN.test(c) ? 'han' : DIGIT.test(c) ? 'digit' : LETTER.test(c) ? 'letter' : null;

interface Run {
  kind: CharClass;
  chars: string[];
}

/** Full-width forms as their ASCII (ＧＢ → GB), lower case. */
const normal = (text: string) => text.normalize('NFKC').toLowerCase();

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let current = null as Run | null;
  for (const c of normal(text)) {
    const kind = classOf(c);
    if (kind === null) {
      current = null;
      continue;
    }
    if (current?.kind !== kind) {
      current = { kind, chars: [] };
      runs.push(current);
    }
    current.chars.push(c);
  }
  return runs;
}

/** A run's tokens in order: pairs of Han characters (one alone stays one), or the word. */
function tokensOf(run: Run): string[] {
  if (run.kind !== 'han') return [run.chars.slice(0, MAX_WORD).join('')];
  if (run.chars.length === 1) return run.chars;
  return run.chars.slice(1).map((c, i) => `${run.chars[i]}${c}`);
}

/** The tokens of a text in order, as the search document and the queries cut it. */
export function searchTokens(text: string): string[] {
  return runsOf(text).flatMap(tokensOf);
}

// Tokens are letters and digits only, but the literal's syntax is kept whatever they hold.
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The tsvector literal of a record's fields, each with its weight. Fields are one position apart
 * more than their tokens, so a phrase never runs from one field into the next.
 */
export function searchDocument(fields: readonly (readonly [string, SearchWeight])[]): string {
  const lexemes = new Map<string, string[]>();
  let position = 0;
  for (const [text, weight] of fields) {
    position += 1;
    for (const token of searchTokens(text)) {
      position = Math.min(position + 1, MAX_POSITION);
      const positions = lexemes.get(token) ?? [];
      if (positions.length < MAX_POSITIONS_PER_LEXEME) positions.push(`${position}${weight === 'D' ? '' : weight}`);
      lexemes.set(token, positions);
    }
  }
  return [...lexemes].map(([lexeme, positions]) => `${quoted(lexeme)}:${positions.join(',')}`).join(' ');
}

/**
 * The tsquery literal of what a user typed, or null when it holds nothing to search for (only
 * punctuation). Words separated by spaces must all match; each is a phrase of its tokens. A lone Han
 * character or a word's last Latin or digit token matches as a prefix (绝 finds 绝缘, 109 finds 1094),
 * since a person types the start of what they look for. `weights` keeps the matches to those fields.
 */
export function searchQuery(text: string, weights: readonly SearchWeight[] = []): string | null {
  let budget = MAX_QUERY_TOKENS;
  const terms: string[] = [];
  for (const word of text.split(/\s+/)) {
    const runs = runsOf(word);
    const parts: string[] = [];
    runs.forEach((run, r) => {
      const tokens = tokensOf(run);
      tokens.forEach((token, i) => {
        if (budget-- <= 0) return;
        const last = r === runs.length - 1 && i === tokens.length - 1;
        const prefix = run.kind === 'han' ? run.chars.length === 1 : last;
        const label = `${prefix ? '*' : ''}${weights.join('')}`;
        parts.push(label ? `${quoted(token)}:${label}` : quoted(token));
      });
    });
    if (parts.length > 0) terms.push(parts.length === 1 ? (parts[0] as string) : `(${parts.join(' <-> ')})`);
  }
  return terms.length > 0 ? terms.join(' & ') : null;
}
