// What a search text matches: either name of a product, in any case, its Bengali digits read as
// Latin ones too, found through the index that suits the text.
import { latinDigits } from '@haat/contracts/digits';
import { and, like, or, type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { products } from '../../db/schema';
import { containsPattern } from '../../lib/sql';

/** What a search text matches: itself, and with Bengali digits written as Latin ones when it has any. */
export const spellingsOf = (typed: string) => [...new Set([latinDigits(typed), typed])];

/**
 * Three letters or digits in a row (a letter's marks count, as in Bengali): a text holding them has
 * a trigram that the trigram index narrows its matches by, whatever else it holds.
 */
export const THREE_IN_A_ROW = /[\p{L}\p{M}\p{N}]{3}/u;

/** A one- or two-character piece found in more than this share of names counts as common. */
const COMMON_PIECE_SHARE = 0.05;
const COMMON_PIECES_TTL_MS = 10 * 60_000;

/**
 * `text` as a case-insensitive substring of either name: of their lower-cased `search_text`.
 * Trigrams find a text holding three letters or digits in a row. Any other (one or two
 * characters, "a b", "---") is found through its one- or two-character pieces (migration 0003),
 * those of them that are rare: a common piece (an "a") matches so many names that reading
 * products in order finds a page sooner. Products checked one by one along a sort's order
 * (`walking`) are checked by the text alone: their pieces would be worked out for each.
 */
function namesContain(text: string, common: Set<string>, walking: boolean) {
  const contains = like(products.searchText, sql`lower(${containsPattern(text)})`);
  if (walking || THREE_IN_A_ROW.test(text)) return contains;
  const characters = [...text.toLowerCase()];
  const pieces =
    characters.length === 1
      ? characters
      : [...new Set(characters.slice(1).map((character, i) => `${characters[i]}${character}`))];
  const rare = pieces.filter((piece) => !common.has(piece));
  if (!rare.length) return contains;
  const array = sql.join(
    rare.map((piece) => sql`lower(${piece})`),
    sql`, `,
  );
  return and(sql`haat_short_grams(${products.searchText}) @> array[${array}]`, contains) as SQL;
}

export type SearchCondition = ReturnType<typeof createSearchCondition>;

/** `searchCondition(typed, walking)`: the condition a search text puts on a listing. */
export function createSearchCondition(db: Database) {
  let commonPieces: { pieces: Set<string>; readAt: number } | undefined;

  /**
   * The one- and two-character pieces most names (English or Bengali) contain, from the planner's
   * statistics of the short-pieces index, re-read every few minutes.
   */
  async function commonShortPieces(): Promise<Set<string>> {
    if (commonPieces && Date.now() - commonPieces.readAt < COMMON_PIECES_TTL_MS) return commonPieces.pieces;
    const rows = await selectRows<{ piece: string }>(
      db,
      sql`select e.piece from pg_stats,
            unnest(most_common_elems::text::text[], most_common_elem_freqs) as e(piece, share)
          where tablename = 'products_search_short_grams_idx'
            and e.share >= ${COMMON_PIECE_SHARE}`,
    );
    commonPieces = { pieces: new Set(rows.map((row) => row.piece)), readAt: Date.now() };
    return commonPieces.pieces;
  }

  /**
   * The search text in the English name or the Bengali one. Bengali digits typed by the shopper
   * also match Latin ones: "৫০০" finds "500" in either name, and still "৫০০" in a Bengali name that
   * writes it so.
   */
  return async function searchCondition(typed: string, walking: boolean): Promise<SQL> {
    const texts = spellingsOf(typed);
    const common = walking || THREE_IN_A_ROW.test(typed) ? new Set<string>() : await commonShortPieces();
    return or(...texts.map((text) => namesContain(text, common, walking))) as SQL;
  };
}
