// The `extended` rule set on the wording families of 1.35.52 (issue 22):
// what blind batches 183 to 190 (collection Z) taught it after their first
// score, each beside the guard that keeps a neighbouring answer. Earlier
// families are in extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: spent balances and client faults behind retryable words (1.35.52)", [
  ["Available credits cannot cover this request while other usage or reservations apply. Reduce context or retry later.", "fatal"],
  ["litellm.APIConnectionError: err.not_enough_balance", "fatal"],
  ['{"error":"Internal server error. Error: Failed to get session id, you may need to update the SUNO_COOKIE"}', "fatal"],
  ['unexpected status 503 Service Unavailable: {"code":"NO_RESPONSES_UPSTREAM","error":"未配置任何 Responses 渠道，请先在管理界面添加渠道"}, url: http://localhost:3000/v1/responses', "fatal"],
  ['{"httpStatus": 503, "error": "未配置供应商"}', "fatal"],
  // Guards: a bare "retry later", a bare internal error and a bare Chinese 503 stay retryable.
  ["Reduce context or retry later.", "retryable"],
  ['{"error":"Internal server error"}', "retryable"],
  ["503 服务暂时不可用，请稍后重试", "retryable"],
] as const);

answers("extended: an app's own fetch and generation failures (1.35.52)", [
  ['{"error":"Failed to fetch available models"}', "fatal"],
  ['{"error":"Failed to fetch models: 404"}', "fatal"],
  ["ErrorWithCause: Failed to fetch the list of deployments.", "fatal"],
  ["Failed to generate answer, please try again later", "fatal"],
  // Guards: the browser's bare "Failed to fetch", a fetch of models that names the connection,
  // and a fetch of models refused with 429.
  ["TypeError: Failed to fetch", "retryable"],
  ["Error: Failed to fetch models from http://localhost:11434. Check if the URL is correct, Ollama is running and try again.", "retryable"],
  ["Failed to fetch models from CAPI { status: 429, statusText: '' }", "retryable"],
] as const);

answers("extended: serving platforms' transient states (1.35.52)", [
  ['{"detail":"No ready replicas. Use \\"sky serve status [SERVICE_NAME]\\" to check the replica status."}', "retryable"],
  ["Runtime error\nScheduling failure: not enough hardware capacity", "retryable"],
  ["Runner failed with exception: Runner has been initializing for too long: 300 seconds", "retryable"],
  ["EventStreamError: An error occurred (ModelStreamError) when calling the InvokeEndpointWithResponseStream operation: Your model primary did not complete sending the inference response in the allotted time.", "retryable"],
  ["RuntimeError: [metal::malloc] Resource limit (499000) exceeded", "retryable"],
  ['nw_read_request_report [C3] Receive failed with error "Socket is not connected"', "retryable"],
  ['{"error":{"code":"http_429"}}', "retryable"],
  ["com.amazonaws.services.sagemakerruntime.model.AmazonSageMakerRuntimeException: null (Service: AmazonSageMakerRuntime; Status Code: 400; Error Code: ThrottlingException)", "retryable"],
  ["'APIConnectionError' object has no attribute 'choices'", "retryable"],
  // Guards: the same AWS 400 with a validation error, an attribute error on a reply, another
  // bare gateway code, and a Space that fails on its own code.
  ["com.amazonaws.services.sagemakerruntime.model.AmazonSageMakerRuntimeException: null (Service: AmazonSageMakerRuntime; Status Code: 400; Error Code: ValidationException)", "fatal"],
  ["'NoneType' object has no attribute 'choices'", "fatal"],
  ['{"error":{"code":"http_400"}}', "fatal"],
  ["Runtime error\nModuleNotFoundError: No module named 'torch'", "fatal"],
] as const);

answers("extended: input length in other words (1.35.52)", [
  ["The prompt character length should be less than 3000.", "context_overflow"],
  ["Request failed with status code 400. This may because the length is too long. You may select less code or use GPT-4 to avoid this problem.", "context_overflow"],
  // Guard: an output-token parameter over its cap is a malformed request (LABELS.md rule 6's exception).
  ["'max_tokens' must be less than or equal to '8192'", "fatal"],
] as const);

// 1.35.54: what blind batches 191 to 202 (collection AA) taught it after their first score.
answers("extended: empty replies, local servers and Chinese connection tests (1.35.54)", [
  ["AI 任务生成失败: AI响应内容为空。", "retryable"],
  ["Cody did not respond with any text", "retryable"],
  ["Received no valid replies at all", "retryable"],
  ["Error: Gemini did not return edited image data", "retryable"],
  ["Communication error, please try again and restart Ollama", "retryable"],
  ["AI: not responding at 127.0.0.1:32168", "retryable"],
  ["✗ 连接测试失败：Ollama (本地)", "retryable"],
  // Guards: a local process that exits with no cause named (relabelled unknown by the majority of
  // three blind labels), an image withheld by moderation, a connection test failed on a missing provider.
  ["LLM process failed: process exited with code 1", "fatal"],
  ["BFL API did not return an image due to: Request Moderated.", "fatal"],
  ["LLM连接测试失败: LiteLLM (qwen) API调用失败: litellm.BadRequestError: LLM Provider NOT provided. Pass in the LLM provider you are trying to call.", "fatal"],
] as const);

answers("extended: client faults inside 'unavailable' and 'disconnected' wrappers (1.35.54)", [
  ['ModelException: Provider unavailable:\n{\n  "error": {\n    "message": "Unsupported parameter: \'top_p\' is not supported with this model.",\n    "type": "invalid_request_error",\n    "code": "unsupported_parameter"\n  }\n}', "fatal"],
  ['{"type":"error.provider_unavailable","httpStatus":502,"message":"Upstream error from Alibaba: <400> InternalError.Algo.InvalidParameter: The \\"function.arguments\\" parameter of the code model must be in JSON format."}', "fatal"],
  ["stream disconnected before completion: No accounts with a plan supporting model 'gpt-5.4'", "fatal"],
  ["The selected model is unavailable for this API credential. Choose another model or check provider access.", "fatal"],
  ["Sorry, there was an error with your request. Please make sure your API Key is valid and try again later.", "fatal"],
  ["402 Prompt tokens limit exceeded: 64128 > 6964. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account", "fatal"],
  ["context limit hit - shifting", "context_overflow"],
  // Guards: a bare unavailable provider, a plain stream disconnect, the same token cap without
  // the credits (an overflow).
  ["Provider unavailable", "retryable"],
  ["stream disconnected before completion: error sending request for url", "retryable"],
  ["Prompt tokens limit exceeded: 2607 > 2449.", "context_overflow"],
] as const);

// 1.35.55: numbers in bodies are not statuses (issue 22, item 4): the wrapper tier's bare
// 500/502/503/504 is not a count of characters, tokens, words or bytes.
answers("extended: a count of 500 is not a status 500 (1.35.55)", [
  ["This request's text has 627 characters and exceeds the character limit of 500 characters.", "fatal"],
  ["Input must be at most 500 tokens", "fatal"],
  ["Prompt must be under 500 chars", "fatal"],
  ["Limit is 503 words", "fatal"],
  ["upload limited to 500 bytes", "fatal"],
  // Guards: statuses followed by words that start like those units, and a status beside a count.
  ["status 503 Too Many", "retryable"],
  ["500 Could not connect", "retryable"],
  ["HTTP 502 Bad Gateway", "retryable"],
  ["returned 504 chat timeout", "retryable"],
  ["Error 500 after streaming 300 tokens", "retryable"],
  ["500 MB left", "fatal"],
] as const);

// 1.35.56: collection U labelled a second and a third time; a balance-set concurrency cap is spent
// (budget_exceeded by the majority of three labels), a plain concurrency limit stays a burst.
answers("extended: a concurrency cap set by the balance (1.35.56)", [
  ["Your current concurrency is 40, which exceeds your concurrency limit of 39 based on your remaining balance. Please top up your balance to restore your concurrency.", "fatal"],
  ["Concurrency limit exceeded, please retry shortly", "retryable"],
] as const);

// 1.35.57: collections S to Y labelled a second and a third time.
answers("extended: a domain blocked for abuse is a policy block (1.35.57)", [
  ['{\n"data":null,\n"code":451,\n"name":"SecurityCompromiseError",\n"status":45102,\n"message":"Domain github.com blocked until Fri Nov 15 2024 11:56:00 GMT+0000 due to previous abuse found: Too many requests"\n}', "fatal"],
  // Guard: a bare "Too many requests" stays a burst.
  ["Too many requests", "retryable"],
] as const);

// 1.35.58: collections P to R labelled a second and a third time.
answers("extended: what the majority of three labels reads in collections P to R (1.35.58)", [
  ["APIConnectionError: litellm.APIConnectionError: 'name'", "fatal"],
  ["Ollama 连接失败：'name'，chat 功能将不可用", "fatal"],
  ["request to https://api.openai.com/v1/chat/completions failed, reason: Parse Error: Expected HTTP/", "fatal"],
  ['[Server Error] {"title":"Failed to embed string","cause":"Failed during string embedding. Message: Unknown exception caused embedding to stop: Failed to decode batch! Error: n_tokens = 0"}', "fatal"],
  ["The AI provider response exceeded the maximum token limit", "context_overflow"],
  ["My brain disconnected, try again", "retryable"],
  ["Failed to fetch the chat response", "retryable"],
  // Guards: a connection error with a cause, node-fetch's reset, a plain server error.
  ["litellm.APIConnectionError: Connection refused", "retryable"],
  ["request to https://api.openai.com/v1/chat/completions failed, reason: socket hang up", "retryable"],
  ['[Server Error] {"title":"Failed to embed string"}', "retryable"],
] as const);
