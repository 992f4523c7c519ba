// A boardgame.io store on PostgreSQL (bgio-postgres) with the recipe's checks
// (checks.mjs): every game state it loads is checked with the engine's validateState,
// and a match's metadata is written under a lock on its row, as what the writer changed
// since it read it, in whichever process.
import { PostgresStore } from 'bgio-postgres';
import { merge, MetadataConflict, ReadMetadata } from './checks.mjs';

export { MetadataConflict, StateRefused } from './checks.mjs';

export class CheckedPostgresStore extends PostgresStore {
  #read = new ReadMetadata();

  async fetch(matchID, options) {
    return this.#read.fetched(matchID, await super.fetch(matchID, options));
  }

  /**
   * Writes what the caller changed since it read the metadata, under a lock on the
   * match's row: a write that read the seats before another's join keeps that join.
   * Metadata this store did not hand out is written whole, as bgio-postgres does.
   */
  async setMetadata(matchID, metadata) {
    const read = this.#read.readOf(metadata);
    if (read === undefined) return super.setMetadata(matchID, metadata);
    const { Match } = this.sequelize.models;
    await this.sequelize.transaction(async (transaction) => {
      // FOR UPDATE: the writes of one match's metadata, in whichever process, one after another.
      const row = await Match.findByPk(matchID, { transaction, lock: transaction.LOCK.UPDATE });
      if (row === null) throw new MetadataConflict(matchID, 'the match was deleted since it was read', 404);
      // As bgio-postgres's fetch reads them (nextMatchID is its column nextRoomID).
      const now = { players: row.players ?? {}, setupData: row.setupData, gameover: row.gameover, nextMatchID: row.nextRoomID, unlisted: row.unlisted };
      const { players, setupData, gameover, nextMatchID, unlisted } = merge(matchID, read, metadata, now);
      // updatedAt: the time of this write (Sequelize sets it).
      await Match.update({ players, setupData: setupData ?? null, gameover: gameover ?? null, nextRoomID: nextMatchID ?? null, unlisted }, { where: { id: matchID }, transaction });
    });
    this.#read.written(metadata);
  }
}
