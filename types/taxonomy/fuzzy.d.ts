/** The similarity a run of a different word count needs: a split or merged word, not another word ("time out", "ratelimit"). */
export declare const SPLIT_SIMILARITY = 0.8;
/** Levenshtein distance of a and b, or max + 1 once it must exceed max (also when either is longer than 128). */
export declare function editDistance(a: string, b: string, max?: number): number;
/** 1 - distance / length of the longer string; 1 for two empty strings. */
export declare function similarity(a: string, b: string): number;
/**
 * Whether similarity(a, b) >= threshold, computing the distance only as far
 * as it can decide (a bound one edit past the threshold's, so that the
 * comparison itself is the same floating-point one as similarity's).
 */
export declare function similarAtLeast(a: string, b: string, threshold: number): boolean;
export interface FuzzyPhrase {
    /** Position in the caller's list (the tie-break: earlier wins). */
    id: number;
    words: string[];
    joined: string;
    /** Bit i set when the letter a + i occurs (a bound on the distance, computed before it). */
    letters: number;
}
/** Bit i set for each letter a + i in word (digits ignored). */
export declare function letterMask(word: string): number;
export interface FuzzyHit {
    id: number;
    text: string;
    similarity: number;
}
/**
 * The phrases a fuzzy step compares: exact patterns of letters (and spaces,
 * hyphens) of 5 letters or more, with a lower-case letter (codes such as
 * ETIMEDOUT are not compared).
 */
export declare function fuzzyPhrase(id: number, pattern: string): FuzzyPhrase | undefined;
/** The lower-case words of text (runs of ASCII letters and digits). */
export declare function wordsOf(text: string): string[];
/**
 * The best fuzzy hit of words against phrases, or undefined. A phrase of k
 * words is compared with every run of k - 1, k or k + 1 consecutive words
 * (at least 1) that holds no stop word, begins with the phrase's first
 * letter and, joined, is at least 3/4 as long as the phrase joined (or the
 * reverse): the similarity of the two joined strings must reach threshold
 * (SPLIT_SIMILARITY for a run of k - 1 or k + 1 words) and, for runs of
 * exactly k words (k > 1), so must that of each word with its counterpart
 * ("permission granted" is not "permission denied"). Best
 * similarity wins, then the earlier phrase, then the earlier place.
 */
export declare function bestFuzzy(words: readonly string[], byFirst: ReadonlyMap<string, readonly FuzzyPhrase[]>, threshold: number): FuzzyHit | undefined;
