import type { VaastavSource } from '../source';

/** A vaastav tree held in memory: relative path -> text (written as UTF-8) or raw bytes. */
export function memorySource(files: Record<string, string | Uint8Array>): VaastavSource {
  return {
    location: 'mem',
    describe: (relative) => `mem/${relative}`,
    async read(relative) {
      const content = files[relative];
      if (content === undefined) return null;
      return typeof content === 'string' ? new TextEncoder().encode(content) : content;
    },
  };
}
