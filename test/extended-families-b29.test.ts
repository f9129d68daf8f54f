// The `extended` rule set on the wording families of 1.27.0 (issue 22): what
// blind batches 29 and 30's misses taught it, each beside the guard that keeps
// a neighbouring answer. Earlier families are in extended-families.test.ts and
// extended-families-b24/b25/b26/b27.test.ts.
import { describe, expect, it } from "vitest";
import { classifyProviderError } from "error-classifier";
import { answers } from "./support/extended-answers.js";

answers("extended: an image URL that OpenAI could not fetch (1.27.0)", [
  ["Error while downloading https://source.unsplash.com/8xznAGy4HcY/800x400.", "fatal"],
  ["Error code: 400 - {'error': {'message': 'Error while downloading https://example.com/bad-image.jpg.', 'type': 'invalid_request_error', 'param': 'url', 'code': 'invalid_image_url'}}", "fatal"],
  ['{"error": {"message": "Error while downloading https://files.slack.com/files-pri/T0-F0/img.png", "type": "invalid_request_error", "param": "url"}}', "fatal"],
  // A downloader's own failure with its transport cause after the URL, and tabby's bare wording, stay transient.
  ["Error while downloading https://github.com/astral-sh/ruff/releases/download/0.13.0/ruff.tar.gz: Error downloading file: error sending request for url (https://github.com/astral-sh/ruff/releases/download/0.13.0/ruff.tar.gz) (retryable)", "retryable"],
  ['Downloading npm version 6.14.4... Error while downloading https://github.com/npm/cli/archive/v6.14.4.zip - Get "https://github.com/npm/cli/archive/v6.14.4.zip": EOF', "retryable"],
  ['called `Result::unwrap()` on an `Err` value: "Error while downloading."', "retryable"],
] as const);

answers("extended: Z.AI's tokens in request over the tokens allowed (1.27.0)", [
  ["tokens in request more than max tokens allowed", "context_overflow"],
  ["Error code: 1210 - The number of tokens in request more than max tokens allowed (131072).", "context_overflow"],
  ["The number of tokens in request is greater than the maximum tokens allowed", "context_overflow"],
  // An output parameter or a request count is not the prompt.
  ["max_tokens is more than max tokens allowed", "fatal"],
  ["tokens in request more than max requests allowed", "fatal"],
] as const);

answers("extended: calls limited per minute or second, not per month (1.27.0)", [
  ["You are using a Trial key, which is limited to 40 API calls / minute.", "retryable"],
  ["limited to 10 requests per second", "retryable"],
  ["You are using a Trial key, which is limited to 1000 API calls / month.", "fatal"],
  ["Your plan is limited to 100 requests per day", "fatal"],
] as const);

answers("extended: a client that disconnected, a 499 (1.27.0)", [
  ['{\n  "client_error": true,\n  "code": 499,\n  "detail": "Client disconnected"\n}', "retryable"],
  ['{"detail":"client disconnected"}', "retryable"],
  ["499 Client Closed Request", "retryable"],
  // What the body says beside it still decides.
  ['{"detail": "Client disconnected because the API key is invalid"}', "fatal"],
  ['{"code": 499, "detail": "Your credit balance is too low"}', "fatal"],
] as const);

answers("extended: upstream streams and bodies a gateway could not read (1.27.0)", [
  ["Failed to read upstream stream", "retryable"],
  ['{"error":{"type":"upstream_error","message":"Failed to read upstream response"}}', "retryable"],
  ["failed to read response stream: unexpected EOF", "retryable"],
  ["Upstream request failed: [server_error] Upstream response was not valid JSON", "retryable"],
  ["Error from provider (Console Go): Upstream request failed: [server_error] Upstream response was not valid JSON", "retryable"],
  // The client's own decode failures and unrelated reads stay fatal; a 401 inside still decides.
  ["Response was not valid JSON", "fatal"],
  ["The tool input was not valid JSON", "fatal"],
  ["Failed to read config file", "fatal"],
  ["Failed to read upstream stream: 401 Unauthorized", "fatal"],
] as const);

answers("extended: a model that doesn't exist, inside an api_error envelope (1.27.0)", [
  ['event: error\ndata: {"type": "error", "error": {"type": "api_error", "message": "The given model doesn\'t exist in the requested endpoint"}}', "fatal"],
  ['{"error":{"message":"The given model doesn\'t exist in the requested endpoint","code":422,"model":"does-not-exist","endpoint":"chat_completion"}}', "fatal"],
  ["The model `gpt-9` doesn't exist", "fatal"],
  ["The model \u2018foo\u2019 doesn\u2019t exist", "fatal"],
  // The envelope alone, around a transient statement, stays retryable.
  ['{"type":"error","error":{"type":"api_error","message":"Internal server error"}}', "retryable"],
] as const);

answers("extended: empty replies blamed on the model (1.27.0)", [
  ["error, the model did not provide a response", "retryable"],
  ["Could not generate summary at this time. The AI model did not provide a response.", "retryable"],
  ["No chat completion choices in upstream SSE", "retryable"],
  ["llama-server returned no chat completion choices.", "retryable"],
  // The user's silence, a safety block and a client's nil index are not the provider's empty reply.
  ["The user did not provide a response within the time limit. Use your best judgement to make the choice and proceed.", "fatal"],
  ["The model did not provide a response: content blocked by safety filter", "fatal"],
  ["attempt to index field 'choices' (a nil value)", "fatal"],
] as const);

answers("extended: transport exception classes by name, and a proxy's 407 (1.27.0)", [
  ["!!!Error: ProxyError!!!Error: ConnectionError!!!Error: SSLError!!!Error: SSLError", "retryable"],
  ["requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded", "retryable"],
  // What they wrap decides: a name that does not resolve, a bad certificate, a 401, proxy credentials.
  ["requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by NameResolutionError(\"Failed to resolve 'api.openai.com' ([Errno -2] Name or service not known)\"))", "fatal"],
  ["ConnectionError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain", "fatal"],
  ["ConnectionError: 401 Unauthorized", "fatal"],
  ["httpcore.ProxyError: 407 Proxy Authentication Required", "fatal"],
  ["requests.exceptions.ProxyError: HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 407 Proxy Authentication Required')))", "fatal"],
  ["Failed to establish tunnel to api.openai.com:443 via http://proxy.corp:3128/: HTTP/1.1 503 Service Unavailable", "retryable"],
] as const);

describe("classifyProviderError on the 1.27.0 families", () => {
  it("answers the texts as extended does, with its finer types", () => {
    const typeOf = (m: string) => classifyProviderError(m).type;
    expect(typeOf("Error while downloading https://source.unsplash.com/8xznAGy4HcY/800x400.")).toBe("invalid_request");
    expect(typeOf("You are using a Trial key, which is limited to 40 API calls / minute.")).toBe("rate_limit");
    expect(typeOf("You are using a Trial key, which is limited to 1000 API calls / month.")).toBe("quota_exceeded");
    expect(typeOf("httpcore.ProxyError: 407 Proxy Authentication Required")).toBe("authentication");
    expect(typeOf("No chat completion choices in upstream SSE")).toBe("transient");
    expect(classifyProviderError("tokens in request more than max tokens allowed").contextOverflow).toBe(true);
  });

  it("keeps a proxy's 407 out of the retries and a client-closed 499 in them", () => {
    expect(classifyProviderError("httpcore.ProxyError: 407 Proxy Authentication Required")).toMatchObject({ retryable: false, source: "text" });
    expect(classifyProviderError('{"client_error": true, "code": 499, "detail": "Client disconnected"}')).toMatchObject({ retryable: true, source: "text" });
  });
});
