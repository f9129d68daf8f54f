/** An exact pattern has no regex operator (none of `\ ^ $ . | ? * + ( ) [ ] { }`). */
export declare const isExact: (pattern: string) => boolean;
/**
 * The RE2 pattern an exact pattern compiles to: the phrase found as a whole
 * phrase, i.e. with a word boundary at an end that is a word character
 * (`not found` does not match `notfound` nor `cannot foundry`; `-32602`
 * matches after a space). Case is folded by the compiled set.
 */
export declare function exactToRe2(phrase: string): string;
/**
 * The literal runs every match of pattern contains, lower-cased: for an
 * exact pattern the phrase itself; for a regex, its runs of literal
 * characters outside classes, alternations and optional parts, with `\s`
 * read as a space. `tool.*not found` gives ["tool", "not found"]; a
 * pattern with `|` outside any group gives [].
 */
export declare function literalRuns(pattern: string): string[];
/** Whether phrase occurs in run as a whole phrase (word boundaries where its ends are word characters). */
export declare function containsPhrase(run: string, phrase: string): boolean;
/**
 * Literal texts, lower-cased, one of which every match of pattern contains,
 * or null when the pattern does not tell: for each alternative outside any
 * group, its longest literal run (see literalRuns) or, when it has none,
 * what its first mandatory group that tells requires. `(?:cannot|can't) x`
 * gives ["cannot", "can't"]; `\d+ms|\d+s` gives null.
 */
export declare function requiredLiterals(pattern: string): string[] | null;
