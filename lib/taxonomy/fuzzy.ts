// The fuzzy step: a normalised edit-distance similarity between the words of
// the message and the taxonomy's exact phrases (see README, "Fuzzy match").

/** Words that never take part in a fuzzy comparison ("does not work" is not "network"). */
const STOP_WORDS = new Set(
  "a an the to of in on at by for with from and or not no nor is are was were be been it its this that as if do does did can cannot will has have had you we i my your our".split(" "),
);

/** The longest stop word's length. */
const STOP_MAX = Math.max(...[...STOP_WORDS].map((w) => w.length));

/** The similarity a run of a different word count needs: a split or merged word, not another word ("time out", "ratelimit"). */
export const SPLIT_SIMILARITY = 0.8;

// Rows of the edit-distance table, reused: fuzzy phrases and runs are short
// (a run longer than the buffers is not compared).
const MAX_LEN = 128;
let prevRow = new Int32Array(MAX_LEN + 1);
let curRow = new Int32Array(MAX_LEN + 1);

// Myers' bit-parallel Levenshtein distance (J. ACM 46(3), 1999; Hyyrö's
// formulation) for strings of up to 32 units: one pass of word operations
// per unit of the other string, the same distance as the table below.
// peq[c]: bit i set when the longer string's unit i is c (cleared after use).
const peq = new Int32Array(0x10000);

function myers32(a: string, b: string): number {
  const n = a.length;
  const last = 1 << (n - 1);
  let pv = -1;
  let mv = 0;
  let score = n;
  for (let i = 0; i < n; i++) peq[a.charCodeAt(i)] |= 1 << i;
  for (let i = 0; i < b.length; i++) {
    let eq = peq[b.charCodeAt(i)];
    const xv = eq | mv;
    eq |= ((eq & pv) + pv) ^ pv;
    mv |= ~(eq | pv);
    pv &= eq;
    if (mv & last) score++;
    if (pv & last) score--;
    mv = (mv << 1) | 1;
    pv = (pv << 1) | ~(xv | mv);
    mv &= xv;
  }
  for (let i = 0; i < n; i++) peq[a.charCodeAt(i)] = 0;
  return score;
}

/** Levenshtein distance of a and b, or max + 1 once it must exceed max (also when either is longer than 128). */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max || a.length > MAX_LEN || b.length > MAX_LEN) return max + 1;
  if (a.length <= 32 && b.length <= 32) {
    if (a.length === 0 || b.length === 0) return a.length + b.length > max ? max + 1 : a.length + b.length;
    const d = a.length >= b.length ? myers32(a, b) : myers32(b, a);
    return d > max ? max + 1 : d;
  }
  const n = b.length;
  let prev = prevRow;
  let cur = curRow;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const del = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      const sub = prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const v = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[n];
}

/** 1 - distance / length of the longer string; 1 for two empty strings. */
export function similarity(a: string, b: string): number {
  const len = Math.max(a.length, b.length);
  return len === 0 ? 1 : 1 - editDistance(a, b) / len;
}

/**
 * Whether similarity(a, b) >= threshold, computing the distance only as far
 * as it can decide (a bound one edit past the threshold's, so that the
 * comparison itself is the same floating-point one as similarity's).
 */
export function similarAtLeast(a: string, b: string, threshold: number): boolean {
  const len = Math.max(a.length, b.length);
  if (len === 0) return 1 >= threshold;
  const max = Math.floor((1 - threshold) * len + 1e-9) + 1;
  const d = editDistance(a, b, max);
  return d <= max && 1 - d / len >= threshold;
}

export interface FuzzyPhrase {
  /** Position in the caller's list (the tie-break: earlier wins). */
  id: number;
  words: string[];
  joined: string;
  /** Bit i set when the letter a + i occurs (a bound on the distance, computed before it). */
  letters: number;
}

/** Bit i set for each letter a + i in word (digits ignored). */
export function letterMask(word: string): number {
  let m = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    if (c >= 0 && c < 26) m |= 1 << c;
  }
  return m;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

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
export function fuzzyPhrase(id: number, pattern: string): FuzzyPhrase | undefined {
  if (!/^[A-Za-z][A-Za-z '_-]*[A-Za-z]$/.test(pattern) || !/[a-z]/.test(pattern)) return undefined;
  const words = pattern.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const joined = words.join("");
  return joined.length >= 5 ? { id, words, joined, letters: letterMask(joined) } : undefined;
}

const WORD_RUN = /[a-z0-9]+/g;

/** The lower-case words of text (runs of ASCII letters and digits). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD_RUN) ?? [];
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
  const n = words.length;
  const masks = new Int32Array(n);
  const stop = new Uint8Array(n);
  // ends[j]: total length of words[0..j) (a run's joined length by subtraction)
  const ends = new Int32Array(n + 1);
  for (let j = 0; j < n; j++) {
    masks[j] = letterMask(words[j]);
    stop[j] = words[j].length <= STOP_MAX && STOP_WORDS.has(words[j]) ? 1 : 0;
    ends[j + 1] = ends[j] + words[j].length;
  }
  for (let i = 0; i < n; i++) {
    const first = words[i];
    if (stop[i]) continue;
    const phrases = byFirst.get(first[0]);
    if (!phrases) continue;
    for (const p of phrases) {
      const k = p.words.length;
      for (let m = Math.max(1, k - 1); m <= k + 1 && i + m <= n; m++) {
        if (m > 1 && stop[i + m - 1]) break;
        const len = ends[i + m] - ends[i];
        const longer = Math.max(len, p.joined.length);
        if (Math.min(len, p.joined.length) * 4 < longer * 3) continue;
        const max = Math.floor((1 - (m === k ? threshold : Math.max(threshold, SPLIT_SIMILARITY))) * longer + 1e-9);
        // Each letter one side has and the other lacks costs an edit at least.
        let run = 0;
        for (let j = i; j < i + m; j++) run |= masks[j];
        if (popcount(p.letters & ~run) > max || popcount(run & ~p.letters) > max) continue;
        if (m === k && k > 1 && !similarAtLeast(words[i], p.words[0], threshold)) continue;
        let joined = words[i];
        for (let j = i + 1; j < i + m; j++) joined += words[j];
        const d = editDistance(joined, p.joined, max);
        if (d > max) continue;
        const sim = 1 - d / longer;
        if (m !== k && sim < SPLIT_SIMILARITY) continue;
        if (m === k && k > 1) {
          let each = true;
          for (let j = 0; j < k && each; j++) each = similarAtLeast(words[i + j], p.words[j], threshold);
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
