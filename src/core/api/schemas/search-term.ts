import * as v from 'valibot';

/**
 * The longest search term the back end accepts: a wine search is a few words ("Pinot Noir Graubünden
 * 2019"); more only makes the search dearer (each word is matched and, when nothing is found, corrected).
 */
export const MAX_SEARCH_TERM_LENGTH = 100;
/** The most words of a search term. */
export const MAX_SEARCH_WORDS = 8;

export const TOO_MANY_SEARCH_WORDS_MESSAGE = `Bitte geben Sie höchstens ${MAX_SEARCH_WORDS} Wörter ein.`;

/** At most MAX_SEARCH_WORDS words (a pattern, so the OpenAPI document states the rule too). */
const WORDS_PATTERN = new RegExp(`^\\s*(\\S+(\\s+\\S+){0,${MAX_SEARCH_WORDS - 1}})?\\s*$`);

/** Whether a term is within the caps (the pages check the `suchbegriff` query with it). */
export const searchTermFits = (term: string): boolean => term.length <= MAX_SEARCH_TERM_LENGTH && WORDS_PATTERN.test(term);

/** A search term (null: none), capped so that one search costs a bounded amount of work. */
export const SearchTermSchema = v.optional(
  v.nullable(v.pipe(v.string(), v.maxLength(MAX_SEARCH_TERM_LENGTH), v.regex(WORDS_PATTERN, TOO_MANY_SEARCH_WORDS_MESSAGE))),
  null,
);
