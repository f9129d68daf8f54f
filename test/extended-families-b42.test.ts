// The `extended` rule set on the wording families of 1.33.0 (issue 22): what
// blind batches 41 to 44's misses and the language runtimes' transport errors
// taught it, each beside the guard that keeps a neighbouring answer. Earlier
// families are in extended-families*.test.ts.
import { answers, providerTypes } from "./support/extended-answers.js";

answers("extended: overflows said as a model window, sampled-token sums, payload and input text (1.33.0)", [
  ["Error: context ~19344 tokens exceeds the model window 18320 (model=main)", "context_overflow"],
  ["NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n(error_code: 50004, Prompt tokens (9471) + max-sampled tokens (512) exceeds max (9216))", "context_overflow"],
  ["Unable to connect to n8n's AI service (Payload size is too large)", "context_overflow"],
  ["RuntimeError: Input text is too long for CLIP context length: a photo of", "context_overflow"],
  ["voyageai.error.InvalidRequestError: Request to model 'voyage-3-large' failed. The max allowed tokens per submitted batch is 120000. Your batch has 187609 tokens after truncation.", "context_overflow"],
  // Guards: the banner alone stays retryable; onnxruntime-genai's max_length
  // setting larger than the window is a parameter, not an overflow (templates).
  ["NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.", "retryable"],
  ["max_length (131072) cannot be greater than model context_length (4096)", "fatal"],
] as const);

answers("extended: client faults inside 500s, connection wording and wrappers (1.33.0)", [
  ["API Error: 500 Streaming is required for operations that may take longer than 10 minutes. This is a server-side issue, usually temporary", "fatal"],
  ["Failed to connect to Ollama API: 405 method not allowed", "fatal"],
  ["Error code: 500 - {'error': {'code': 500, 'message': 'Message has tool role, but there was no previous assistant message with a tool call! at row 319, column 120:", "fatal"],
  ['unavailable: LLM provider error: Anthropic 400: {"type":"error","error":{"type":"invalid_request_error","message":"temperature is deprecated for this model."}}', "fatal"],
  ["Error: Failed to get response from the AI model; retried 5 times\nLast error:\nError: Failed to parse Anthropic message stream event:\nEOF", "fatal"],
  // Guards: an overload inside a stream event it could not parse stays
  // retryable; a bare 'unavailable' and a failed connection stay retryable.
  ['Critical error obtaining LLM response: Failed to parse stream event:\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', "retryable"],
  ["unavailable: LLM provider error", "retryable"],
  ["Failed to connect to Ollama API: connection refused", "retryable"],
] as const);

answers("extended: busy models, speed limits, concurrency and cut streams (1.33.0)", [
  ["The model is temporarily busy. Please try again in a moment. (epRequestId: 64f3a2a3)", "retryable"],
  ["Sorry, your request was speed limited. Please wait 2 minutes before trying again", "retryable"],
  ["Access forbidden (403): You've reached your concurrent request limit. Please wait for your ongoing requests to finish and try again.", "retryable"],
  ["● Response was interrupted due to a server error. Retrying...", "retryable"],
  ["Gemini Web API call failed: Stream interrupted or truncated.", "retryable"],
  ["Response stalled (active connection but no progress for 30s). Queueing=False. Retrying...", "retryable"],
  ["Enqueued token limit reached for gpt-4o in organization org-x. Limit: 90,000 enqueued tokens. Please try again once some in_progress batches have been completed.", "retryable"],
  // Guards: a wait of hours is an allowance; a 403 without the concurrency
  // limit stays refused access.
  ["Sorry, your request was rate-limited. Please wait 5 hours before trying again.", "fatal"],
  ["Access forbidden (403): your key cannot use this model", "fatal"],
] as const);

answers("extended: unreachable servers, handshakes, offline devices, crashes and GPU memory (1.33.0)", [
  ["ERROR: Ollama not reachable at http://localhost:11434/", "retryable"],
  ["ERROR: modules/mbedtls/stream_peer_mbedtls.cpp:88 - TLS handshake error: -27648", "retryable"],
  ["HandshakeException: Connection terminated during handshake", "retryable"],
  ['Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline."', "retryable"],
  ["cURL error 28: Operation timed out after 45001 milliseconds with 0 bytes received", "retryable"],
  ["gptel: curl error 28", "retryable"],
  ["我连接不到你的网络", "retryable"],
  ["vkAllocateMemory failed with VK_ERROR_OUT_OF_DEVICE_MEMORY", "retryable"],
  ["[DEBUG] <qwen-coder-14B-FIM> cmd.Wait() returned error: signal: aborted (core dumped)", "retryable"],
  ["./launchLmDeploy: line 2: 3385755 Aborted                 (core dumped) python3 -m lmdeploy.serve.openai.api_server", "retryable"],
  ["AICore failed with error type 2-INFERENCE_ERROR and error code 29-INTERNAL_ERROR: Inference failed.", "retryable"],
  // Guards: a certificate that failed verification in a handshake, a host
  // that does not resolve, a crash of the caller itself and AICore's NOT_AVAILABLE stay fatal.
  ["HandshakeException: Handshake error in client (OS Error: CERTIFICATE_VERIFY_FAILED: unable to get local issuer certificate)", "fatal"],
  ["cURL error 6: Could not resolve host: api.openai.com", "fatal"],
  ["Segmentation fault (core dumped)", "fatal"],
  ["AICore failed with error type 2-INFERENCE_ERROR and error code 8-NOT_AVAILABLE: Inference failed.", "fatal"],
] as const);

answers("extended: 'quota exceeded' as a whole statement and quota limits reached are spent allowances (1.33.0)", [
  ["Error 429: Quota exceeded", "fatal"],
  ['{"error":{"code":"","message":"Token quota exceeded"}}', "fatal"],
  ["Quota limit reached. Please try again later.", "fatal"],
  ["You have reached the free tier limit", "fatal"],
  // Guards: a quota named per minute stays retryable, whichever words follow.
  ["429 Quota exceeded for quota metric 'Generate Content API requests per minute'", "retryable"],
  ["Free tier limit of 15 requests per minute reached", "retryable"],
] as const);

providerTypes("classifyProviderError gives the concurrency limit behind a 403 the rate_limit type", [
  ["Access forbidden (403): You've reached your concurrent request limit. Please wait for your ongoing requests to finish and try again.", "rate_limit"],
  ["Failed to connect to Ollama API: 405 method not allowed", "invalid_request"],
] as const);
