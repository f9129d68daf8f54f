// The `extended` rule set on the wording families of 1.24.0 (issue 22): what
// blind batch 25's misses taught it, each beside the guard that keeps a
// neighbouring answer. Earlier families are in extended-families.test.ts and
// extended-families-b24.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: exhausted quotas with billing advice, behind a 429 (1.24.0)", [
  ["[Error 429] You have exceeded your Gemini API quota.\nPlease check your usage and billing details at aistudio.google.com.", "fatal"],
  ["429: You have exceeded your API quota. Please check your plan and billing details.", "fatal"],
  ["429 You have exceeded your Gemini API quota limit. Please check your plan, billing details", "fatal"],
  ["You've exceeded your OpenAI quota, please check your usage and billing", "fatal"],
  // A per-minute quota clears within the minute; a bare 429 is a rate limit.
  ["You exceeded your current quota for requests per minute. Please retry in 20s", "retryable"],
  ["429 Too Many Requests: rate limit exceeded, please retry", "retryable"],
] as const);

answers("extended: statements that outrank hedged or retry-looking words (1.24.0)", [
  ["The request was malformed. This often happens when the context is too long. Try /undo to remove recent turns or /new to start fresh.\nanthropic/claude-sonnet-4-20250514 is not a valid model ID", "fatal"],
  ["openrouter/foo is not a valid model ID", "fatal"],
  ["The request was malformed. This often happens when the context is too long.", "context_overflow"],
  ["Some error has occurred, try again. Service is unavailable in this region.", "fatal"],
  ["Service is unavailable in your region. Please try again", "fatal"],
  ["AI服务在当前地区不可用", "fatal"],
  ["Service temporarily unavailable, please try again", "retryable"],
  ["Response stream finished unexpectedly with internal error: Key: 'RunCommandToolCallWithLongRunningCommandSupport.mode' Error:Field validation for 'mode' failed on the 'oneof' tag", "fatal"],
  ["Internal server error: Key: 'Req.Model' Error:Field validation for 'Model' failed on the 'required' tag", "fatal"],
  ["LLM failed to respond, have you set your API key?", "fatal"],
  ["LLM failed to respond", "retryable"],
  ['Error calling LLM: litellm.APIConnectionError: MinimaxException - {"type":"error","error":{"type":"badrequesterror","message":"invalid params, invalid function arguments json string, tool_call_id: call_1 (2013)"}}', "fatal"],
  ["litellm.APIConnectionError: invalid function arguments json string", "fatal"],
  ["litellm.APIConnectionError: Connection reset by peer", "retryable"],
] as const);

answers("extended: overflows of a whole-sequence max_length (1.24.0)", [
  ["/src/chatglm/chatglm.cpp:678 check failed (gen_config.max_length <= config_.max_length) \n    requested max_length (2099) is larger than model's max_length (2048)", "context_overflow"],
  ["requested max_length (9000) is larger than model's max_length (8192)", "context_overflow"],
] as const);

answers("extended: busy queues, network advice, proxies and servers (1.24.0)", [
  ["Too many current requests. Your queue position is 38. Please wait for a while or switch to other models for a smoother experience.", "retryable"],
  ["Too many current requests, please wait for a while.", "retryable"],
  ["Request service failed, please check your network configuration and try again.", "retryable"],
  ["Please check your network settings and retry", "retryable"],
  ["添加模型失败：请求服务失败，请检查网络后重试 (997)", "retryable"],
  // Advice is a wrapper's word: a stated cause beside it decides.
  ["Invalid API key, please check your configuration and try again", "fatal"],
  ["Model not found. Please check your network and try again.", "fatal"],
  ["Forbidden: upstream connect error or disconnect/reset before headers. reset reason: connection termination", "retryable"],
  ["403 Forbidden: upstream connect error or disconnect/reset before headers. reset reason: overflow", "retryable"],
  ["403 Forbidden", "fatal"],
  ['{"type":3,"invocationId":"0","error":"Failed to invoke \'chat\' due to an error on the server."}', "retryable"],
  ["Failed to invoke 'chat' due to an error on the server. HubException: Method does not exist.", "fatal"],
  ["Failed to invoke 'chat' because user is unauthorized", "fatal"],
] as const);

answers("extended: undici's bare 'terminated' and llm_connection_error, only whole (1.24.0)", [
  ["terminated", "retryable"],
  ["TypeError: terminated", "retryable"],
  ["Memory error: llm_connection_error", "retryable"],
  ["process terminated by user", "fatal"],
  ["subscription terminated", "fatal"],
  ["Your account has been terminated", "fatal"],
] as const);

answers("extended: a body the client could not decode, inside a retry helper (1.24.0)", [
  ["Error: All providers failed. Attempts:\nopencode attempt 1/3: error decoding response body\nopencode attempt 2/3: error decoding response body", "fatal"],
  ["Failed after 3 attempts: error decoding response body", "fatal"],
  ["Request failed: error decoding response body", "fatal"],
  // A stated transient cause beside it still decides; the helper's words alone are retryable.
  ["error decoding response body: operation timed out", "retryable"],
  ["All providers failed", "retryable"],
] as const);
