// Shared by the taxonomy-*.test.ts suites: a fixed clock and id, and
// analyzeError without the package's other answers.
import { analyzeError } from "error-classifier";

export const fixed = { now: () => Date.UTC(2024, 0, 15, 10, 30, 0), id: () => "cls_abc123" };
export const quiet = { providerAnswers: false };
export const analyze = (input: unknown) => analyzeError(input, quiet);
