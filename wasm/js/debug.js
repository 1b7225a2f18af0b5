// Diagnostics (not part of the documented API; may change): heap figures for tests.

export function installDiagnostics(api, m) {
  // Returns { inUse, memoryBytes }: bytes emmalloc has handed out, and the WASM memory size
  // (not enumerable: no key of the API a user lists).
  Object.defineProperty(api, '_heapStats', {
    value: function () {
      return { inUse: m.heapInUse(), memoryBytes: m.HEAP8 ? m.HEAP8.length : 0 };
    },
  });
}
