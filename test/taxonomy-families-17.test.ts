// Taxonomy 1.7.0's families (issue 21), written from batch 9's training rows:
// each wording beside the neighbour that must keep its own answer. The
// corpus rows themselves are pinned in taxonomy-corpus.test.ts.
import { describe, expect, it } from "vitest";
import { analyzeError } from "error-classifier";

const typeOf = (t: string) => analyzeError(t, { providerAnswers: false }).exception_type;
const cases = (name: string, rows: readonly (readonly [string, string])[]) =>
  describe(name, () => {
    for (const [text, type] of rows) it(`${type}: ${text}`, () => expect(typeOf(text)).toBe(type));
  });

cases("a program or helper that is not there is TOOL_NOT_FOUND; a named file is not", [
  ["browserType.launch: Chromium distribution 'msedge' is not found at C:\\Program Files\\Microsoft\\Edge\\msedge.exe", "TOOL_NOT_FOUND"],
  ["jq: The term 'jq' is not recognized as a name of cmdlet, function, script file", "TOOL_NOT_FOUND"],
  ["This server needs Docker, which does not appear to be installed.", "TOOL_NOT_FOUND"],
  ["Container isolation was requested, but no container runtime is available", "TOOL_NOT_FOUND"],
  ["Error: ENOENT: no such file or directory, posix_spawn 'fd'", "TOOL_NOT_FOUND"],
  ["ENOENT: no such file or directory, open 'src/app.ts'", "RESOURCE_NOT_FOUND"],
  ["Package `requests` was not found in the registry", "RESOURCE_NOT_FOUND"],
] as const);

cases("a tool call over its time budget in ms or s is TOOL_TIMEOUT", [
  ["tool call exceeded 120000ms", "TOOL_TIMEOUT"],
  ["Execution exceeded the limit of 30 seconds", "TOOL_TIMEOUT"],
  ["upload exceeded 10 MB", "UNKNOWN_ERROR"],
] as const);

cases("the agent's own malformed edit or config is INVALID_INPUT; a malformed reply is not", [
  ["Patch hunk is malformed at line 12", "INVALID_INPUT"],
  ['Invalid config: [{ "code": "too_small", "minimum": 1, "path": ["servers"] }]', "INVALID_INPUT"],
  ["settings.json: Does not conform to the settings schema", "INVALID_INPUT"],
  ["Received a malformed response from the server", "UNEXPECTED_OUTPUT"],
] as const);

cases("refused by the user, a rule or the workspace root is PERMISSION_DENIED", [
  ["RPC failed; HTTP 401 curl 22 The requested URL returned error: 401", "PERMISSION_DENIED"],
  ["Tool bash is currently disabled by the administrator", "PERMISSION_DENIED"],
  ["A policy blocks you from running this command", "PERMISSION_DENIED"],
  ["Path must be within the workspace directory", "PERMISSION_DENIED"],
  ["RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL (err 8)", "NETWORK_ERROR"],
  ["Value must be within range 1-10", "INVALID_INPUT"],
] as const);

cases("a dependency, module or path that is not there is RESOURCE_NOT_FOUND", [
  ["sort: cannot open notes.txt", "RESOURCE_NOT_FOUND"],
  ["Error: Missing peer dependency react-dom", "RESOURCE_NOT_FOUND"],
  ["process exited with code MODULE_NOT_FOUND", "RESOURCE_NOT_FOUND"],
  ["The path did not point to a directory", "RESOURCE_NOT_FOUND"],
  ["failed to read manifest (os error 2)", "RESOURCE_NOT_FOUND"],
  ["Error: Missing required argument --name", "INVALID_INPUT"],
] as const);

cases("an edit that no longer applies, or a session or page that is not open, is STATE_ERROR", [
  ["Failed to apply patch hunks to src/main.rs", "STATE_ERROR"],
  ["No active page. Navigate to a URL first.", "STATE_ERROR"],
  ["Bad Request: Unknown Mcp-Session-Id header", "STATE_ERROR"],
  ["Error: invalid session id", "STATE_ERROR"],
  ["Could not find the exact text in src/a.ts", "STATE_ERROR"],
  ["Shell integration unavailable", "STATE_ERROR"],
] as const);

cases("output that fills or exceeds the model's context is CONTEXT_OVERFLOW", [
  ["Large tool output (~42k tokens) will fill up the context", "CONTEXT_OVERFLOW"],
  ["The file exceeds the available context and was truncated", "CONTEXT_OVERFLOW"],
] as const);

cases("a reply missing, empty or off its output schema is UNEXPECTED_OUTPUT", [
  ["Failed to parse tool call arguments: Unexpected end of JSON input", "UNEXPECTED_OUTPUT"],
  ["request failed: unexpected empty response", "UNEXPECTED_OUTPUT"],
  ["MCP error -32602: Structured content does not match the tool's output schema: must have required property 'id'", "UNEXPECTED_OUTPUT"],
  ["MCP error -32600: Tool search has an output schema but did not return structured content", "UNEXPECTED_OUTPUT"],
  ["No tool result returned", "UNEXPECTED_OUTPUT"],
  ["MCP error -32602: Invalid arguments for tool search", "INVALID_INPUT"],
] as const);
