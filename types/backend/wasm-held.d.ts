import type { Instance } from "./wasm.js";
/** The instance and the engine address of one compiled object: every call reads both through it. */
export interface Held {
    inst: Instance;
    handle: number;
}
/** Holds compiled objects of one kind (`what`, for messages); `free` releases one's engine memory. */
export declare class Holder {
    private readonly what;
    private readonly freed;
    constructor(what: string, free: (inst: Instance, handle: number) => void);
    /**
     * Holds `handle`, compiled on `inst`. `revive()` compiles it again with
     * `compileOn` on `current()` (the instance new compiles go to), to be called
     * once `held.inst.lost` is set; it throws ERR_WASM_OUT_OF_MEMORY when that
     * compile fails (it compiled before: only memory can fail it now). The
     * engine memory is freed once nothing (not even a detached function) can
     * reach `held`.
     */
    hold(inst: Instance, handle: number, current: () => Instance, compileOn: (inst: Instance) => number): {
        held: Held;
        revive: () => Instance;
    };
}
