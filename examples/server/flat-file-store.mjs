// The recipe's embedded store: boardgame.io's own FlatFile (on node-persist, which
// boardgame.io names but does not install: each match a few JSON files in a folder, kept
// across restarts), with the
// recipe's checks (checks.mjs): every game state it loads is checked with the engine's
// validateState, and a match's metadata is written as what the writer changed since it
// read it, the writes of one match one after another; and each file is written whole or
// not at all, so that a process killed mid-write loses nothing. One process only: the
// files have no lock between processes (see the guide, "An embedded store").
import { rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FlatFile } from 'boardgame.io/dist/cjs/server.js';
import { merge, MetadataConflict, ReadMetadata } from './checks.mjs';

export { MetadataConflict, StateRefused } from './checks.mjs';

export class CheckedFlatFileStore extends FlatFile {
  #read = new ReadMetadata();
  /** matchID → the end of its chain of metadata writes. */
  #writes = new Map();

  /** @param {{ dir: string }} options the folder the matches are kept in */
  constructor({ dir }) {
    super({ dir, logging: false });
  }

  /**
   * Writes `key` as node-persist does (its file, named by the key's MD5, holding
   * `{ key, value }`), but whole or not at all: to a file of its own first, then renamed
   * over the stored one. node-persist writes the file in place, and a process killed in
   * the middle would leave half a match, which it could not read again.
   */
  async setItem(key, value) {
    return this.chainRequest(key, async () => {
      const file = this.games.getDatumPath(key);
      // In the store's folder (a rename within one file system), under a name node-persist
      // skips when it lists the folder (a leading dot).
      const partial = join(dirname(file), `.${basename(file)}.partial`);
      await writeFile(partial, JSON.stringify({ key, value }));
      await rename(partial, file);
    });
  }

  async fetch(matchID, options) {
    return this.#read.fetched(matchID, await super.fetch(matchID, options));
  }

  /**
   * Writes what the caller changed since it read the metadata, after the match's
   * earlier writes: a write that read the seats before another's join keeps that join.
   * Metadata this store did not hand out is written whole, as FlatFile does.
   */
  async setMetadata(matchID, metadata) {
    const read = this.#read.readOf(metadata);
    if (read === undefined) return super.setMetadata(matchID, metadata);
    const write = async () => {
      const { metadata: now } = await super.fetch(matchID, { metadata: true });
      if (now === undefined) throw new MetadataConflict(matchID, 'the match was deleted since it was read', 404);
      await super.setMetadata(matchID, merge(matchID, read, metadata, now));
    };
    const done = (this.#writes.get(matchID) ?? Promise.resolve()).then(write, write);
    const tail = done.catch(() => {});
    this.#writes.set(matchID, tail);
    // The chain of a match no one writes any more is dropped.
    void tail.then(() => this.#writes.get(matchID) === tail && this.#writes.delete(matchID));
    await done;
    this.#read.written(metadata);
  }
}
