// Diagnostics (not part of the documented API; may change): heap figures for tests.

export function installDiagnostics(api, m) {
  // Returns { inUse, memoryBytes }: bytes emmalloc has handed out, and the WASM memory size.
  api._heapStats = function () {
    return { inUse: m.heapInUse(), memoryBytes: m.HEAP8 ? m.HEAP8.length : 0 };
  };
}
