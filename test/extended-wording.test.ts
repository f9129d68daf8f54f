// The `extended` rule set on wording that is not one provider's message: the
// general words of LABELS.md's rules (test/fixtures/corpus/LABELS.md), the
// guards that keep fatal statements fatal around them, and the tier order
// that decides between a status and what the text says it is about.
import { answers } from "./support/extended-answers.js";

answers("extended: general wording of LABELS.md's rules, with its guards (1.13.0, 1.14.1)", [
  // A crash, out of memory while serving, an unhealthy or busy server: retryable.
  ["The model crashed without additional information", "retryable"],
  ["cog.server.exceptions.FatalWorkerException: Prediction failed. It might have run out of memory?", "retryable"],
  ["Inference server exited or unhealthy.", "retryable"],
  ["Service is busy, retrying in 2s...", "retryable"],
  ["RuntimeError: No available slot found for the model", "retryable"],
  ["Request dropped due to backpressure (num_queued_requests=1, max_queued_requests=1).", "retryable"],
  ["[API Error: request to https://cloudcode-pa.googleapis.com/v1internal:countTokens failed, reason: ]", "retryable"],
  // ...but not a client's own heap, nor a model that fails to load.
  ["FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", "fatal"],
  ["Error: model loading failed: no such file or directory", "fatal"],
  // A fatal statement inside a retryable status stays fatal.
  ["Error code: 500 - {'code': 20402, 'message': 'Model not found.'}", "fatal"],
  ["openai.error.RateLimitError: Your access was terminated due to violation of our policies", "fatal"],
  ["503 OPENAI_API_KEY is not set", "fatal"],
  ['429 {"type":"error","error":{"type":"rate_limit_error","message":"Extra usage is required for long context requests."}}', "fatal"],
  ["Error: Cloud Code Assist API error (429): Individual quota reached.\n Contact your administrator to enable overages", "fatal"],
  ["429 You have used up your free credits", "fatal"],
  // Context-window wording in other words.
  ["bedrock threw context window overflow error", "context_overflow"],
  ["Cannot process new request: Prompt length (5056) exceeds maximum sequence length (2048)", "context_overflow"],
  // 1.14.1: transport and capacity wording no corpus row has yet.
  ["Error 523: origin is unreachable", "retryable"],
  ["urllib3.exceptions.ProtocolError: ('Connection broken: IncompleteRead(0 bytes read)', IncompleteRead(0 bytes read))", "retryable"],
  ["An error occurred (ModelStreamErrorException) when calling the InvokeModelWithResponseStream operation", "retryable"],
  ["Too many concurrent requests", "retryable"],
  // Models warming up and pods not ready (this pattern alone decides each).
  ["The model is warming up, please try again in a few seconds", "retryable"],
  ["Model meta-llama/Llama-3-8B is currently warming up", "retryable"],
  ["Endpoint is not ready", "retryable"],
  ["pods are not ready", "retryable"],
  ["The message you submitted was too long, please reload the conversation and submit something shorter.", "context_overflow"],
] as const);

answers("extended: patterns that compare numbers (1.16.0 to 1.19.0)", [
  // LABELS.md rule 6: an output parameter as large as the window by itself is invalid_request.
  ["This model's maximum context length is 6048 tokens. However, you requested 6616 tokens (568 in the messages, 6048 in the completion).", "fatal"],
  ["This model's maximum context length is 6048 tokens. However, you requested 6616 tokens (569 in the messages, 6047 in the completion).", "context_overflow"],
  ["400 This endpoint's maximum context length is 262144 tokens. However, you requested about 264433 tokens (188 of text input, 2101 of tool input, 262144 in the output).", "fatal"],
  ["This model's maximum context length is 4097 tokens. However, you requested 4196 tokens (100 in the messages, 4096 in the completion).", "context_overflow"],
  ["Request needs 67087 context tokens (34319 prompt + 32768 max generation), but MAX_KV_SIZE is 32768.", "fatal"],
  ["Request needs 36367 context tokens (34319 prompt + 2048 max generation), but MAX_KV_SIZE is 32768.", "context_overflow"],
  // 1.18.0: vLLM's "max_tokens is too large" compares the parameter with the window, literally.
  ["'max_tokens' or 'max_completion_tokens' is too large: 32768. This model's maximum context length is 32768 tokens and your request has 100 input tokens (32768 > 32768 - 100).", "fatal"],
  ["'max_tokens' or 'max_completion_tokens' is too large: 64000. This model's maximum context length is 64001 tokens and your request has 24235 input tokens (64000 > 64001 - 24235).", "context_overflow"],
  ["max_tokens is too large: 10000. This model supports at most 4096 completion tokens, whereas you provided 10000.", "fatal"],
  // 1.19.0: sglang's and llama-cpp-python's "… for the completion".
  ["Requested token count exceeds the model's maximum context length of 32768 tokens. You requested a total of 33768 tokens: 1000 tokens from the input messages and 32768 tokens for the completion. Please reduce the number of tokens in the input messages or the completion to fit within the limit.", "fatal"],
  ["Requested token count exceeds the model's maximum context length of 32768 tokens. You requested a total of 40000 tokens: 30000 tokens from the input messages and 10000 tokens for the completion. Please reduce the number of tokens in the input messages or the completion to fit within the limit.", "context_overflow"],
  ["This model's maximum context length is 4096 tokens, however you requested 5000 tokens (904 in your prompt; 4096 for the completion). Please reduce your prompt; or completion length.", "fatal"],
  ["This model's maximum context length is 4096 tokens, however you requested 5000 tokens (1000 in your prompt; 4000 for the completion). Please reduce your prompt; or completion length.", "context_overflow"],
  // 1.17.0: Anthropic's and TGI's sums.
  ["input length and `max_tokens` exceed context limit: 1000 + 200000 > 200000, decrease input length or `max_tokens` and try again", "fatal"],
  ["input length and `max_tokens` exceed context limit: 190000 + 20000 > 200000, decrease input length or `max_tokens` and try again", "context_overflow"],
  ["Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 10 `inputs` tokens and 4096 `max_new_tokens`", "fatal"],
  ["Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 3900 `inputs` tokens and 512 `max_new_tokens`", "context_overflow"],
  // A request larger than the whole per-minute budget never fits; one that fits waits.
  ["Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 12000, Requested 45000.", "context_overflow"],
  ["Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 29000, Requested 4500.", "retryable"],
  // A stated wait of an hour or more is an allowance, in minutes too.
  ["Rate limit exceeded. Please try again in 90 minutes.", "fatal"],
  ["Rate limit exceeded. Please try again in 5 minutes.", "retryable"],
] as const);

answers("extended: what the text says outranks a bare status (1.15.0)", [
  // A proxy that relays an overflow or a per-minute quota as a 403.
  ["ERROR [agent] completion request failed, code: http_403 Forbidden, message: Context window exceeded: 306234 tokens exceeds the limit of 272000 tokens", "context_overflow"],
  ["403 Quota exceeded for quota metric 'Requests' and limit 'Requests per minute per user' of service 'generativelanguage.googleapis.com'", "retryable"],
  // A bare 401/403 stays fatal, also when transport words wrap it.
  ["403 Forbidden", "fatal"],
  ["Error: 401 Unauthorized: socket hang up", "fatal"],
  ["litellm.APIConnectionError: AccessDenied: fetch failed", "fatal"],
  // A bare resource_exhausted does not say what was exhausted (LABELS.md rule 8).
  ["Connect error resource_exhausted: Error", "fatal"],
  ["StatusCode.RESOURCE_EXHAUSTED: Resource has been exhausted (e.g. check quota).", "retryable"],
  // A local model that failed to start is retryable, unless the text gives a configuration cause.
  ["Model llama3.2-3b-instruct failed to start", "retryable"],
  ["Generation failed Failed to create model: Failed to start model", "retryable"],
  ["Failed to start model: Could not load engine llama-cpp", "fatal"],
  // A name lookup of localhost that fails is a broken configuration, not the network.
  ["Cannot connect to host localhost:11434 ssl:default [getaddrinfo failed]", "fatal"],
  ["[AI_NoTextGeneratedError: No text generated.]", "retryable"],
  // NotFoundError as a class name, not inside LocalEntryNotFoundError (a cache miss while offline).
  ["LocalEntryNotFoundError: Connection error, and we cannot find the requested files in the disk cache. Please try again or make sure your Internet connection is on.", "retryable"],
  ["openai.NotFoundError: Error code: 404 - upstream connect error", "fatal"],
  // Chromium's network errors, as Electron apps print them: transport is retryable,
  // a certificate or name fault is configuration even under "Failed to fetch".
  ["POST http://localhost:11434/api/chat net::ERR_CONNECTION_REFUSED", "retryable"],
  ["POST https://api.example.com/v1/chat/completions net::ERR_CERT_AUTHORITY_INVALID\nTypeError: Failed to fetch", "fatal"],
] as const);
