// How a plain-JavaScript classifier would apply a rule set's conditional
// patterns ({ pattern, when }: a numeric condition on named groups): run the
// pattern as a JavaScript RegExp and compare the captured numbers. Every peer
// takes its tier's plain patterns its own way and these checks beside them.

const COMPARE = {
  "<": (c) => c < 0, "<=": (c) => c <= 0, ">": (c) => c > 0, ">=": (c) => c >= 0, "==": (c) => c === 0, "!=": (c) => c !== 0,
};

/** A whole number as a BigInt (digits, optionally grouped by , or _), or null. */
function whole(value) {
  return value !== undefined && /^\d+(?:[,_]\d+)*$/.test(value) ? BigInt(value.replace(/[,_]/g, "")) : null;
}

/** (text) → whether the conditional pattern matches text and its condition holds. */
function conditional({ pattern, when }) {
  const re = new RegExp(pattern.replace(/\(\?P</g, "(?<"), "i");
  const [, lhs, op, rhs] = /^\s*(\w+)\s*(<=|>=|==|!=|<|>)\s*(\w+)\s*$/.exec(when);
  return (text) => {
    const m = re.exec(text);
    if (!m) return false;
    const a = whole(m.groups[lhs]);
    const b = /^\d+$/.test(rhs) ? BigInt(rhs) : whole(m.groups[rhs]);
    return a !== null && b !== null && COMPARE[op](a < b ? -1 : a > b ? 1 : 0);
  };
}

/**
 * [category, patterns] tiers as [category, plain patterns, also] where
 * `also(text)` tests the tier's conditional patterns (always false if none).
 */
export function splitConditional(tiers) {
  return tiers.map(([category, patterns]) => {
    const checks = patterns.filter((p) => typeof p !== "string").map(conditional);
    return [category, patterns.filter((p) => typeof p === "string"), (text) => checks.some((check) => check(text))];
  });
}
