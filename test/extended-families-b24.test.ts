// The `extended` rule set on the wording families of 1.23.0 (issue 22): what
// blind batch 24's misses and the sources of local servers, gateways and
// clients taught it, each beside the guard that keeps a neighbouring answer.
// Earlier families are in extended-families.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: local runtimes' overflow wordings (1.23.0)", [
  ["llama_tokenize_with_model: too many tokens", "context_overflow"],
  ["gpt_base_tokenize: too many tokens", "context_overflow"],
  ["Error: too many tokens", "context_overflow"],
  // Bedrock's throttling says more than 'too many tokens' and stays a burst limit.
  ["ThrottlingException: Too many tokens, please wait before trying again.", "retryable"],
  ["Too many tokens per minute, please slow down", "retryable"],
  ["RuntimeError: start (0) + length (2049) exceeds dimension size (2048).", "context_overflow"],
  ["error: prompt gather than max context (prompt: 1299 tokens, max context: 1020)", "context_overflow"],
  ["input is greater than the maximum context", "context_overflow"],
  ["ValueError: Input sequence length (5000) exceeds max_seq_len (4096)", "context_overflow"],
  ["Sequence length 9000 exceeds max_seq_len=8192.", "context_overflow"],
  ["Input prompt (9000 tokens) + lookahead slots (0) is too long and exceeds the capacity of block_manager", "context_overflow"],
  ["Expected a string with maximum length 1048576, but got a string with length 2097152 instead.", "context_overflow"],
  ["Error: 内容长度超出大语言模型限制。TraceID：00-549432ce", "context_overflow"],
  ["Prompt tokens超过上下文长度限制", "context_overflow"],
  ["超过最大token限制", "context_overflow"],
  ["内容过长", "context_overflow"],
] as const);

answers("extended: ids and names too long, unknown providers, missing files (1.23.0)", [
  // A tool call's id has a fixed maximum length: a malformed request, not a long context.
  ["Invalid 'messages[10].tool_calls[0].id': string too long.", "fatal"],
  ["Invalid 'messages[2].tool_calls[0].id': string too long. Expected a string with maximum length 40, but got a string with length 45 instead.", "fatal"],
  ["Invalid 'messages[1].content': string too long. Expected a string with maximum length 1048576, but got a string with length 2097152 instead.", "context_overflow"],
  ['Provider unavailable: {"success":false,"error":[{"code":2008,"message":"Invalid provider"}],"httpCode":400}', "fatal"],
  ["Server error: 500 - [Errno 2] No such file or directory: '/data/bge-m3'", "fatal"],
  ["Server error: 500 - internal failure", "retryable"],
  // A parse failure outranks the connection advice that follows it.
  ["JSON.parse: unexpected character at line 1 column 1 of the JSON data\nMake sure your llama.cpp server is running and reachable.", "fatal"],
] as const);

answers("extended: empty replies blamed on the service (1.23.0)", [
  ["The model returned successful but did not contain any response text", "retryable"],
  ["The model unexpectedly did not return a response, which may indicate a service issue. Please report a bug.", "retryable"],
  ['Error: No output found in response: {"content":{},"finishReason":"STOP","index":0}', "retryable"],
  ["LLM API returned no choices", "retryable"],
  ["Model returned no content", "retryable"],
  ["Received an empty message from the model", "retryable"],
  // Output that does not parse, a filter's empty reply and empty search results stay fatal.
  ["The model did not return valid JSON", "fatal"],
  ["finish_reason: content_filter. The model returned no content.", "fatal"],
  ["Model selection returned no results: strategy 1 returned an empty list", "fatal"],
  ["No object generated: the model did not return a response.", "fatal"],
  // An empty reply is a wrapper's word: a content filter stated beside it decides.
  ["content_policy_violation: The model returned no content.", "fatal"],
  ["The model did not return a response because the prompt was blocked by the content filter.", "fatal"],
  ['{"error":{"message":"Your request was rejected as a result of our safety system","code":"content_policy_violation"}}', "fatal"],
] as const);

answers("extended: servers that cannot be reached, worded as advice or by gateways (1.23.0)", [
  ["Make sure that the vLLM server is running and reachable at https://example.com/v1/completions.", "retryable"],
  ["Please check that the server is running and try again.", "retryable"],
  ["Cannot connect to Ollama at http://localhost:11434. Is Ollama running?", "retryable"],
  ["the first 8 photos all failed — the provider looks unreachable or misconfigured", "retryable"],
  ["Unable to establish a connection to the server", "retryable"],
  ["Please check your network connection and try again", "retryable"],
  ["Failed to connect to api.anthropic.com: ERR_BAD_REQUEST", "retryable"],
  ['{"message":"failure to get a peer from the ring-balancer"}', "retryable"],
  ["ngrok gateway error None of the configured backends responded in time", "retryable"],
  ["TypeError: Error in input stream", "retryable"],
  ["Something went wrong on our end. Please retry your request.", "retryable"],
  ["error: temporarily_unavailable", "retryable"],
  ["请求频率超过限制", "retryable"],
  // Concurrency limits free as requests finish.
  ["You have exceeded the maximum number of concurrent requests allowed by your subscription.", "retryable"],
  ["The number of concurrent requests exceeds the limit", "retryable"],
  ["HTTP 代理请求限流：并发请求数超过上限（最大 4 个并发）。请稍后重试。", "retryable"],
  ["接口调用超时", "retryable"],
  // A statement inside the advice decides: a missing model is not fixed by waiting.
  ["Error: model 'llama3' not found. Make sure the Ollama server is running and the model has been pulled", "fatal"],
  ["All variants failed with errors: baseline: API key missing for provider anthropic", "fatal"],
] as const);
