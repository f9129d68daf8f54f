export * from "./extended.js";
