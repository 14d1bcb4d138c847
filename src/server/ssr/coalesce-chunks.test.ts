import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { coalesceChunks } from './coalesce-chunks.ts';

/** What comes out of the stream, chunk by chunk, as text. */
function collect(stream: ReturnType<typeof coalesceChunks>): string[] {
  const out: string[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  return out;
}

describe('coalesceChunks', () => {
  it('passes on what is written in one turn as one chunk, at the end of that turn', async () => {
    const stream = coalesceChunks();
    const out = collect(stream);
    for (const piece of ['<html>', '<body>', '<main>']) stream.write(Buffer.from(piece));
    expect(out).toEqual([]);
    await nextTurn();
    expect(out).toEqual(['<html><body><main>']);

    // A boundary resolved later goes out on its own, as soon as its turn ends.
    stream.write(Buffer.from('<template>late</template>'));
    await nextTurn();
    expect(out).toEqual(['<html><body><main>', '<template>late</template>']);
  });

  it('passes on what it holds at once past 64 kB, and the rest when the stream ends', async () => {
    const stream = coalesceChunks();
    const out = collect(stream);
    const finished = new Promise((done) => stream.on('end', done));
    stream.write(Buffer.alloc(40 * 1024, 'a'));
    stream.write(Buffer.alloc(40 * 1024, 'b'));
    stream.write(Buffer.from('tail'));
    stream.end();
    await finished;
    expect(out.map((chunk) => chunk.length)).toEqual([80 * 1024, 4]);
    expect(out.join('')).toBe(`${'a'.repeat(40 * 1024)}${'b'.repeat(40 * 1024)}tail`);
  });
});
