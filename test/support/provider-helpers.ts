import { once } from "node:events";
import { connect, createServer, type AddressInfo, type Server } from "node:net";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { classifyProviderError } from "error-classifier";

/** A real Anthropic SDK error for a response body `{type: "error", error: {type, message}}`. */
export const anthropic = (status: number, type: string, message: string, headers: Record<string, string> = {}) =>
  Anthropic.APIError.generate(status, { type: "error", error: { type, message } }, undefined, new Headers(headers));

/** A real OpenAI SDK error for a response body `{error: {message, type, code}}`. */
export const openai = (status: number, error: { type?: string; code?: string; message: string }, headers: Record<string, string> = {}) =>
  OpenAI.APIError.generate(status, { error: { param: null, ...error } }, undefined, new Headers(headers));

/** A Node-style system error where a real one cannot be produced offline. */
export const sysError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** The real SyntaxError that `JSON.parse(text)` throws. */
export function jsonParseError(text: string): unknown {
  try {
    JSON.parse(text);
  } catch (e) {
    return e;
  }
  throw new Error(`expected JSON.parse to throw for ${JSON.stringify(text)}`);
}

/** Starts `server` on an ephemeral loopback port and resolves to that port. */
export async function listen(server: Server): Promise<number> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** A loopback port that was just free and is now closed: connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  server.close();
  await once(server, "close");
  return port;
}

/** The real ECONNREFUSED error from `net.connect` to `port` (a fresh closed port by default). */
export async function refused(port?: number): Promise<Error> {
  const [error] = await once(connect(port ?? (await closedPort()), "127.0.0.1"), "error").catch((e) => [e]);
  return error as Error;
}

/** What `promise` rejects with; throws if it fulfils. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error("expected a rejection");
}

/** The `[type, source]` pair that `classifyProviderError` gives for `error`. */
export const pick = (error: unknown) => {
  const c = classifyProviderError(error);
  return [c.type, c.source];
};
