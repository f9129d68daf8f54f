import { parentPort } from "node:worker_threads";
import { classifyError, createClassifier, specRules } from "error-classifier";

parentPort.postMessage([classifyError("overloaded"), createClassifier(specRules).category("context length")]);
