// The `extended` rule set on the wording each round of source templates
// added (rounds 9 to 11, rule sets 1.18.0 to 1.20.0): what each round taught
// it, with the guards that keep the neighbouring answers; the general words
// of LABELS.md's rules are in extended-wording.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: template round 9 (1.18.0)", [
  // A transient note appended to a fatal statement does not make it retryable.
  ["Sorry, no response was returned.\n\nNote: GitHub is currently experiencing minor service disruptions.", "retryable"],
  ["You have exhausted your premium model quota. Note: GitHub is currently experiencing minor service disruptions.", "fatal"],
  ["Sorry, the response was filtered by the Responsible AI Service. Note: GitHub is currently experiencing a service outage.", "fatal"],
  ["500 Internal Server Error: model 'llama3:70b' not found", "fatal"],
  // Capacity of a serving pool comes back; a missing model does not.
  ["No workers are available", "retryable"],
  ["No models are available", "fatal"],
  // Transport in other languages' words; a bad URL or an unresolvable host is configuration (rule 5).
  ["error sending request for url (https://api.openai.com/v1/chat/completions): error trying to connect: tcp connect error: Connection refused (os error 111)", "retryable"],
  ["error sending request for url (api.openai.com/v1/chat/completions): error trying to connect: invalid URL, scheme is not http", "fatal"],
  ["io.grpc.StatusRuntimeException: UNAVAILABLE: Unable to resolve host api.example.internal", "fatal"],
  ["peer closed connection without sending complete message body (incomplete chunked read)", "retryable"],
  // Size caps of a request body or a message are overflows (rule 6).
  ["grpc: received message larger than max (5242880 vs. 4194304)", "context_overflow"],
  ["ValidationException: 1 validation error detected: Value at 'body' failed to satisfy constraint: Member must have length less than or equal to 25000000", "context_overflow"],
  ["Exceed max_input_tokens limit", "context_overflow"],
] as const);

answers("extended: runtimes read exhaustively, round 10 (1.19.0)", [
  // A runner that died is retryable, unless the text names a cause that waiting cannot fix.
  ["llama-server process has terminated: exit status 2", "retryable"],
  ["llama runner process has terminated: error: 'gemma3'\nYour current version of Ollama doesn't support this model architecture. Consider upgrading.", "fatal"],
  ["llama-server process has terminated: exit status 1: error loading model: llama_model_loader: failed to load model from /models/blobs/sha256-667b", "fatal"],
  // llama-server sends client faults as HTTP 500; the text decides.
  ["{\"error\":{\"code\":500,\"message\":\"tools param requires --jinja flag\",\"type\":\"server_error\"}}", "fatal"],
  ["{\"error\":{\"code\":500,\"message\":\"[json.exception.type_error.302] type must be string, but is number\",\"type\":\"server_error\"}}", "fatal"],
  ["Failed to fetch media from URL: HTTP 404 error (parameter=image_url, value=https://example.com/cat.png)", "fatal"],
  ["RuntimeError: Engine loop has died", "retryable"],
  ["internal error happened, status code ResponseType.INPUT_LENGTH_ERROR", "context_overflow"],
] as const);

answers("extended: round 11 and a daily allowance told by its date (1.20.0)", [
  // Cody Gateway's limits run a day by default: an absolute retry date is an allowance.
  ["Sourcegraph Cody Gateway: unexpected status code 429: you have exceeded the rate limit of 10 requests. Retry after 2023-12-15 14:36:37 +0000 UTC", "fatal"],
  ["You have exceeded the rate limit of 60 requests per minute", "retryable"],
  // tabbyAPI and LightLLM carry the output parameter beside the window: an overflow only when it is below the window.
  ["Request length 7900 + 512 is greater than max_seq_len 8192", "context_overflow"],
  ["Request length 100 + 8192 is greater than max_seq_len 8192", "fatal"],
  ["the input prompt token len 303876 + max_new_tokens 32000 > 262144", "context_overflow"],
  ["the input prompt token len 1000 + max_new_tokens 262144 > 262144", "fatal"],
  ["max_length (131072) cannot be greater than model context_length (4096)", "fatal"],
  // Transport as Bun, undici and Node print it; a failed name lookup stays a configuration fault.
  ['HTTP2StreamReset fetching "https://api.anthropic.com/v1/messages". For more information, pass `verbose: true` in the second argument to fetch()', "retryable"],
  ['DNSResolutionFailed fetching "https://api.anthropic.com/v1/messages". For more information, pass `verbose: true` in the second argument to fetch()', "fatal"],
  ["Stream closed with error code NGHTTP2_REFUSED_STREAM", "retryable"],
  ["connect EHOSTDOWN 192.168.1.20:11434", "retryable"],
  // A fatal statement wrapped in a connection error or a 5xx stays fatal; a wrapped transient one stays retryable.
  ['litellm.APIConnectionError: OllamaException - {"error":"model \\"qwen2.5-coder:32b\\" not found, try pulling it first"}', "fatal"],
  ["Failed after 3 attempts. Last error: litellm.APIConnectionError: OpenAIException - Invalid or missing authorization token", "fatal"],
  ['{"object":"error","message":"Service tier capacity exceeded for this model.","type":"invalid_request_error","param":null,"code":null}', "retryable"],
  // Clients' own words for a context that is full, an app that cannot reach its server, credits that ran out.
  ["This request needed 9120 tokens, but the model’s context window holds only 8192.", "context_overflow"],
  ["Mandatory prompts exceed the context size.", "context_overflow"],
  ["Your Ollama instance could not be reached or is not responding.", "retryable"],
  ["Encountered an error while processing your request. Check you have credits available on your OpenAI account.", "fatal"],
  ["Request quota exceeded for model gpt-4: 100/100 requests in 7d window", "fatal"],
  ["Token quota exceeded for all models: 50210/50000 tokens in 5m window", "retryable"],
] as const);
