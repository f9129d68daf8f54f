// The `extended` rule set on the wording families of 1.35.8 onward (issue 22):
// what was probed before blind batches 93 to 98 were gathered, the twins that
// 1.35.8 folded (same answers, fewer alternatives), and what later batches
// taught it, each beside the guard that keeps a neighbouring answer.
// Earlier families are in extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: transport wordings probed before batches 93 to 98 (1.35.8)", [
  ["error decoding response body: connection closed before message completed", "retryable"],
  ["{:error, %Mint.TransportError{reason: :closed}}", "retryable"],
  ["** (Req.TransportError) socket closed", "retryable"],
  // Guards: a body that could not be decoded, with no dropped connection, stays fatal;
  // a transport error that is a failed name lookup is a configuration fault.
  ["error decoding response body: expected value at line 1 column 1", "fatal"],
  ["{:error, %Mint.TransportError{reason: :nxdomain}}", "fatal"],
] as const);

answers("extended: twins folded in 1.35.8 keep their answers", [
  ["Codex App Server 응답 대기 시간이 초과되었습니다.", "retryable"],
  ["요청 시간 초과", "retryable"],
  ["I'm sorry, I couldn't respond in time. Please try again.", "retryable"],
  ["I was unable to respond in time. Please try again.", "retryable"],
  ["Worker (pid:696) was sent SIGSEGV!", "retryable"],
  ["Failed to generate mesh: Fatal error on server side", "retryable"],
  // Guard: a fatal error on the client side names no server fault.
  ["Fatal error on client side: invalid configuration", "fatal"],
] as const);
