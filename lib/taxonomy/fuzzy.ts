// The fuzzy step: a normalised edit-distance similarity between the words of
// the message and the taxonomy's exact phrases (see README, "Fuzzy match").

/** Words that never take part in a fuzzy comparison ("does not work" is not "network"). */
const STOP_WORDS = new Set(
  "a an the to of in on at by for with from and or not no nor is are was were be been it its this that as if do does did can cannot will has have had you we i my your our".split(" "),
);

/** The similarity a run of a different word count needs: a split or merged word, not another word ("time out", "ratelimit"). */
export const SPLIT_SIMILARITY = 0.8;

/** Levenshtein distance of a and b, or max + 1 once it must exceed max. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev = new Array<number>(n + 1);
  let cur = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[n];
}

/** 1 - distance / length of the longer string; 1 for two empty strings. */
export function similarity(a: string, b: string): number {
  const len = Math.max(a.length, b.length);
  return len === 0 ? 1 : 1 - editDistance(a, b) / len;
}

export interface FuzzyPhrase {
  /** Position in the caller's list (the tie-break: earlier wins). */
  id: number;
  words: string[];
  joined: string;
}

export interface FuzzyHit {
  id: number;
  text: string;
  similarity: number;
}

/** The phrases a fuzzy step compares: exact patterns of letters (and spaces, hyphens) of 5 letters or more. */
export function fuzzyPhrase(id: number, pattern: string): FuzzyPhrase | undefined {
  const lower = pattern.toLowerCase();
  if (!/^[a-z][a-z '_-]*[a-z]$/.test(lower)) return undefined;
  const words = lower.split(/[^a-z]+/).filter(Boolean);
  const joined = words.join("");
  return joined.length >= 5 ? { id, words, joined } : undefined;
}

/** The lower-case words of text (runs of ASCII letters and digits). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

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
export function bestFuzzy(words: readonly string[], byFirst: ReadonlyMap<string, readonly FuzzyPhrase[]>, threshold: number): FuzzyHit | undefined {
  let best: FuzzyHit | undefined;
  for (let i = 0; i < words.length; i++) {
    const first = words[i];
    if (STOP_WORDS.has(first)) continue;
    const phrases = byFirst.get(first[0]);
    if (!phrases) continue;
    for (const p of phrases) {
      const k = p.words.length;
      for (let m = Math.max(1, k - 1); m <= k + 1 && i + m <= words.length; m++) {
        let joined = "";
        let stop = false;
        for (let j = i; j < i + m; j++) {
          if (j > i && STOP_WORDS.has(words[j])) stop = true;
          joined += words[j];
        }
        if (stop) break;
        const longer = Math.max(joined.length, p.joined.length);
        if (Math.min(joined.length, p.joined.length) * 4 < longer * 3) continue;
        const max = Math.floor((1 - threshold) * longer + 1e-9);
        const d = editDistance(joined, p.joined, max);
        if (d > max) continue;
        const sim = 1 - d / longer;
        if (m !== k && sim < SPLIT_SIMILARITY) continue;
        if (m === k && k > 1) {
          let each = true;
          for (let j = 0; j < k && each; j++) each = similarity(words[i + j], p.words[j]) >= threshold;
          if (!each) continue;
        }
        if (!best || sim > best.similarity || (sim === best.similarity && p.id < best.id)) {
          best = { id: p.id, text: words.slice(i, i + m).join(" "), similarity: sim };
        }
      }
    }
  }
  return best;
}
