// One compiled object of the WebAssembly backend (a rule set or a taxonomy),
// held so that it outlives the instance it was compiled on: once that
// instance is lost (an abort in any call there), the object compiles again on
// the current instance at its next call. Shared by lib/backend/wasm.ts and
// lib/backend/wasm-taxonomy.ts.
import { WasmBackendError } from "../errors/WasmBackendError.js";
import type { Instance } from "./wasm.js";

/** The instance and the engine address of one compiled object: every call reads both through it. */
export interface Held {
  inst: Instance;
  handle: number;
}

/** Holds compiled objects of one kind (`what`, for messages); `free` releases one's engine memory. */
export class Holder {
  private readonly freed: FinalizationRegistry<Held>;

  constructor(
    private readonly what: string,
    free: (inst: Instance, handle: number) => void,
  ) {
    // A collected object's engine memory is freed, unless its instance is lost.
    this.freed = new FinalizationRegistry(({ inst, handle }) => {
      if (!inst.lost) free(inst, handle);
    });
  }

  /**
   * Holds `handle`, compiled on `inst`. `revive()` compiles it again with
   * `compileOn` on `current()` (the instance new compiles go to), to be called
   * once `held.inst.lost` is set; it throws ERR_WASM_OUT_OF_MEMORY when that
   * compile fails (it compiled before: only memory can fail it now). The
   * engine memory is freed once nothing (not even a detached function) can
   * reach `held`.
   */
  hold(inst: Instance, handle: number, current: () => Instance, compileOn: (inst: Instance) => number): { held: Held; revive: () => Instance } {
    const held: Held = { inst, handle };
    const revive = (): Instance => {
      const at = current();
      const again = compileOn(at);
      if (!again) throw new WasmBackendError("ERR_WASM_OUT_OF_MEMORY", `no memory to compile the ${this.what} again on a fresh instance`);
      held.inst = at;
      held.handle = again;
      // The lost instance (its memory up to 2 GiB) is no longer kept for this object.
      this.freed.unregister(held);
      this.freed.register(held, { inst: at, handle: again }, held);
      return at;
    };
    this.freed.register(held, { inst, handle }, held);
    return { held, revive };
  }
}
