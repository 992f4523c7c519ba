// Bots that stand in for players who left (Board Game Arena's "zombie" players): a seat
// whose player keeps the table waiting, or who left through the lobby, is played by a
// bot of a chosen level until its player is back; and a seat nobody took, in a match
// whose creator chose its bots' level (setup data `bots`). See the server guide, "Bots
// for players who leave".
//
// After each socket's move a match's process plays (an update it publishes), and every
// `every` ms (a second, or a quarter of the idle time when that is shorter), the watcher
// looks at each match a player's socket on this process plays, inside that match's queue
// of moves (so no move lands while it looks or plays), and:
//
// - stands in for a seat that has not chosen `idleSeconds` after its round opened while
//   another player has chosen, or at once for a seat whose player left through the
//   lobby (its name gone) or, in a match with its own level, for a seat nobody took (no
//   name, never connected), as long as one seat stays a person's;
// - once every person has chosen, makes each stood-in seat's choice with the bot of the
//   match's level (its setup data's `bots`, else the pool's) on that player's view,
//   seeded by the engine's `decisionSeed`, on a worker thread of the engine's bot pool
//   (`createBotPool`), so that the event loop, where
//   every other match's moves wait, is free while the bot thinks: its move ends the
//   round, so the bot's choice is the round's;
// - ends a stand-in when the seat's player chooses on their own, or connects again
//   after the watcher saw them away (a seat nobody took: once someone takes it and connects);
// - keeps what it did in the match's metadata, `players[id].data.standIn`:
//   `{ level, playing, rounds }` (the level, whether the bot plays the seat now, the
//   rounds whose choice the bot made), and tells the match's clients (`matchData`).
//
// boardgame.io 0.50 has no server-side move: the bot's move goes through boardgame.io's
// own Master, without credentials (the server trusts itself; a seat left through the
// lobby has none), in the SocketIO transport's per-match queue, and its update out
// through the transport's pub/sub, as a socket's move would.
import { isDeepStrictEqual } from 'node:util';
import { ProcessGameConfig } from 'boardgame.io/dist/cjs/internal.js';
import { Master } from 'boardgame.io/dist/cjs/master.js';
import { BOT_LEVELS, decisionSeed, isBotLevel, playerView } from 'welcome-to-engine';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stand-in record read from metadata, or undefined when it is not one. */
function recordOf(data) {
  const record = isObject(data) ? data.standIn : undefined;
  if (!isObject(record) || typeof record.level !== 'string' || typeof record.playing !== 'boolean') return undefined;
  if (!Array.isArray(record.rounds) || !record.rounds.every((round) => Number.isInteger(round) && round > 0)) return undefined;
  return { level: record.level, playing: record.playing, rounds: [...record.rounds] };
}

export class StandIns {
  /**
   * @param {object} options
   * @param {object} options.game the server's game (`welcomeToGame()`)
   * @param {object} options.db the server's store
   * @param {object} options.transport the server's `SocketIO` transport
   * @param {object} options.pool the engine's bot pool of the bots' level (`createBotPool({ bot: level })` of
   *   welcome-to-engine/workers; its bot one of the engine's `BOT_LEVELS`): the bots decide on its threads
   * @param {number} [options.idleSeconds] how long a round waits on a seat before a bot plays it (120)
   * @param {(error: unknown) => void} [options.onError] told of a look that failed (default: stderr)
   */
  constructor({ game, db, transport, pool, idleSeconds = 120, onError = (error) => console.error(error) }) {
    const level = pool?.bot;
    if (!isBotLevel(level)) throw new Error(`stand-ins: the pool's bot is a level, one of ${BOT_LEVELS.join(', ')}, not ${level}`);
    if (typeof idleSeconds !== 'number' || !(idleSeconds > 0)) throw new Error(`stand-ins: the idle time is a number of seconds above 0, not ${idleSeconds}`);
    this.game = ProcessGameConfig(game);
    this.db = db;
    this.transport = transport;
    this.level = level;
    this.pool = pool;
    this.idle = idleSeconds * 1000;
    this.every = Math.min(1000, this.idle / 4);
    this.onError = onError;
    /** matchID → what the watcher knows of it (see #seen). */
    this.matches = new Map();
    /** matchID → the message of its last failed look, reported once. */
    this.failures = new Map();
    this.ticking = Promise.resolve();
    /** The matches whose look after a move waits in their queue. */
    this.nudged = new Set();
    /** The looks after moves under way, which `stop` waits for. */
    this.looking = new Set();
    this.#lookAfterMoves();
  }

  /**
   * Looks at a match after each update its Master publishes for a socket's move played
   * on this process, rather than at the next tick only: a bot's choice follows the last
   * person's at once. boardgame.io has no hook for it; the transport's pub/sub is where
   * every update goes out. The watcher's own moves go out through the pub/sub's own
   * `publish` (this.publish), so they never ask for a look: a bot's choice boardgame.io
   * refused (it still publishes an update) is tried again at the next tick, not at once
   * and for ever.
   */
  #lookAfterMoves() {
    const pubSub = this.transport.pubSub;
    this.publish = pubSub.publish.bind(pubSub);
    pubSub.publish = (channel, payload) => {
      const sent = this.publish(channel, payload);
      const move = payload?.type === 'update' || payload?.type === 'patch';
      if (move && typeof channel === 'string' && channel.startsWith('MATCH-')) this.#nudge(channel.slice('MATCH-'.length));
      return sent;
    };
  }

  /**
   * A look at one match, queued after the move under way (once, however many moves
   * publish before it runs), while a socket of this process is in the match: its queue
   * of moves is then the transport's, which ends with the match's last socket.
   */
  #nudge(matchID) {
    if (this.stopped !== false || this.nudged.has(matchID) || this.transport.roomInfo?.has(matchID) !== true) return;
    this.nudged.add(matchID);
    const look = this.#queued(matchID, () => {
      this.nudged.delete(matchID);
      return this.stopped === false ? this.#look(matchID) : undefined;
    });
    this.looking.add(look);
    look.finally(() => this.looking.delete(look));
  }

  /** Runs `look` in the match's queue of moves; a failure is reported once. */
  #queued(matchID, look) {
    return this.transport.getMatchQueue(matchID).add(look).then(
      () => this.failures.delete(matchID),
      (error) => this.#report(matchID, error),
    );
  }

  /** Starts watching. */
  start() {
    this.stopped = false;
    this.#schedule();
    return this;
  }

  /** Stops watching, once the looks under way are done. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all([this.ticking, ...this.looking]);
  }

  #schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.#tick().finally(() => this.#schedule());
    }, this.every);
  }

  async #tick() {
    try {
      await this.#lookAtAll();
    } catch (error) {
      this.onError(error);
    }
  }

  async #lookAtAll() {
    // The matches a player's socket on this process plays: the process that plays a
    // match's moves (one process per match, see the guide), and none that serves only
    // spectators.
    const here = new Set();
    for (const client of this.transport.clientInfo.values()) {
      if (client.playerID !== null && client.playerID !== undefined) here.add(client.matchID);
    }
    for (const matchID of this.matches.keys()) if (!here.has(matchID)) this.matches.delete(matchID);
    await Promise.all([...here].map((matchID) => this.#queued(matchID, () => this.#look(matchID))));
  }

  #report(matchID, error) {
    const message = String(error?.message ?? error);
    if (this.failures.get(matchID) === message) return;
    this.failures.set(matchID, message);
    // A refused stored state (the store's StateRefused) names its match already.
    this.onError(error?.matchID !== undefined ? error : new Error(`stand-ins: match ${matchID}: ${message}`, { cause: error }));
  }

  /** What the watcher knows of a match, from its metadata when first seen (after a restart, say). */
  #seen(matchID, metadata) {
    let seen = this.matches.get(matchID);
    if (seen === undefined) {
      const records = new Map();
      for (const [id, player] of Object.entries(metadata.players)) {
        const record = recordOf(player.data);
        if (record !== undefined) records.set(id, record);
      }
      seen = {
        /** The round being played at the last look, and when the watcher first saw it. */
        round: undefined,
        openedAt: 0,
        records,
        /** Stood-in seats whose player the watcher saw away (not connected, or gone). */
        away: new Set(),
        /** Seat → the pending choice its bot made in this round (the round not yet over). */
        botPending: new Map(),
        /** Seat → when the watcher saw its player come back. */
        backAt: new Map(),
      };
      this.matches.set(matchID, seen);
    }
    return seen;
  }

  /** One look at a match, inside its queue of moves. */
  async #look(matchID) {
    const { state, metadata } = await this.db.fetch(matchID, { state: true, metadata: true });
    if (state === undefined || metadata === undefined) return;
    const seen = this.#seen(matchID, metadata);
    const G = state.G;
    // The level the match's creator chose (setup data the lobby checked), else the pool's.
    const ownLevel = isBotLevel(metadata.setupData?.bots);
    const level = ownLevel ? metadata.setupData.bots : this.level;
    let changed = false;
    const now = Date.now();
    const over = state.ctx.gameover !== undefined || G.status !== 'choosing';
    // The round being played; once the game is over, the one after its last.
    const current = over ? G.record.rounds.length + 1 : G.round;
    // A seat of a match played through the lobby (some seat has a name) whose player
    // connected once but has no name now: its player left through the lobby.
    const lobby = Object.values(metadata.players).some((player) => player.name !== undefined);
    const seats = G.players.map((player) => {
      const meta = metadata.players[player.id] ?? {};
      return {
        id: player.id,
        pending: over ? null : player.pending,
        present: meta.name !== undefined && meta.isConnected === true,
        // Left through the lobby; or, with the match's own level, never taken.
        left: lobby && meta.name === undefined && (meta.isConnected !== undefined || ownLevel),
      };
    });
    const playing = (id) => seen.records.get(id)?.playing === true;

    // Back: a stood-in seat whose player chose on their own (now, or in a round that
    // ended since the last look without the bot's choice: a player back between two
    // looks may play several rounds, the game's last among them), or connected again.
    for (const seat of seats.filter(({ id }) => playing(id))) {
      const record = seen.records.get(seat.id);
      const bots = seen.botPending.get(seat.id);
      const replaced = seat.pending !== null && bots !== undefined && !isDeepStrictEqual(seat.pending, bots);
      const own = seat.pending !== null && (bots === undefined || replaced);
      let missed = false;
      for (let round = seen.round ?? current; round < current; round++) missed ||= !record.rounds.includes(round);
      if (!over && !seat.present) seen.away.add(seat.id);
      if (own || missed || (!over && seat.present && seen.away.has(seat.id))) {
        if (replaced) record.rounds = record.rounds.filter((round) => round !== G.round);
        record.playing = false;
        seen.away.delete(seat.id);
        seen.backAt.set(seat.id, now);
        changed = true;
      }
    }
    if (seen.round !== current) {
      seen.round = current;
      seen.openedAt = now;
      seen.botPending.clear();
    }

    if (!over) {
      // Gone: a seat left through the lobby at once; a seat the round has waited on for
      // the idle time (since it opened, or since the player came back) once another
      // player has chosen. One seat stays a person's.
      const idle = (id) => now - Math.max(seen.openedAt, seen.backAt.get(id) ?? 0) >= this.idle;
      const candidates = seats.filter((seat) => !playing(seat.id) && seat.pending === null && (seat.left || idle(seat.id)));
      const persons = seats.filter((seat) => !playing(seat.id) && !candidates.includes(seat));
      if (persons.length > 0) {
        for (const seat of candidates.filter((candidate) => candidate.left || persons.some((person) => person.pending !== null))) {
          const record = seen.records.get(seat.id) ?? { level, playing: false, rounds: [] };
          record.level = level;
          record.playing = true;
          seen.records.set(seat.id, record);
          if (seat.present) seen.away.delete(seat.id);
          else seen.away.add(seat.id);
          changed = true;
        }
      }

      // The bots' choices, once every person has chosen: the last one ends the round.
      const people = seats.filter((seat) => !playing(seat.id));
      const waiting = seats.filter((seat) => playing(seat.id) && seat.pending === null);
      if (waiting.length > 0 && people.length > 0 && people.every((seat) => seat.pending !== null)) {
        let next = state;
        for (const { id } of waiting) {
          next = await this.#play(matchID, next, id, level);
          const record = seen.records.get(id);
          record.rounds = [...new Set([...record.rounds, G.round])].sort((a, b) => a - b);
          const pending = next.G.round === G.round ? next.G.players.find((player) => player.id === id)?.pending : undefined;
          if (pending !== undefined && pending !== null) seen.botPending.set(id, pending);
          changed = true;
        }
      }
    }
    // Written again when the stored record differs: a lobby request or a connection
    // change that read the metadata before the last write may have written over it.
    for (const [id, record] of seen.records) changed ||= !isDeepStrictEqual(recordOf(metadata.players[id]?.data), record);
    if (changed) await this.#write(matchID, seen);
  }

  /** The state once the level's bot has made seat `id`'s choice of the round (expert: its pick, then its build or refusal). */
  async #play(matchID, state, id, level) {
    const round = state.G.round;
    const chosen = (G) => G.status !== 'choosing' || G.round !== round || G.players.find((player) => player.id === id)?.pending !== null;
    let current = state;
    for (let step = 0; step < 2 && !chosen(current.G); step++) {
      // On a worker thread: the match's queue waits for the choice, the event loop does not.
      const choice = await this.pool.decide(playerView(current.G, id), decisionSeed(current.G, id), level);
      current = await this.#move(matchID, current, id, { type: 'MAKE_MOVE', payload: { type: 'choose', args: [choice, round], playerID: id } });
    }
    if (!chosen(current.G)) throw new Error(`the ${level} bot's choice for seat ${id} in round ${round} was refused`);
    return current;
  }

  /** Plays `action` for seat `id` through boardgame.io's Master, as a socket's move is played: the state it leads to. */
  async #move(matchID, state, id, action) {
    // No auth: the server's own move needs no credentials.
    const master = new Master(this.game, this.db, this.#transportAPI(matchID));
    let next;
    master.subscribe((update) => {
      next = update.state;
    });
    const failed = await master.onUpdate(action, state._stateID, matchID, id);
    if (next === undefined) throw new Error(`boardgame.io did not play seat ${id}'s move: ${failed?.error ?? 'no reason given'}`);
    return next;
  }

  /** What the SocketIO transport gives a Master: updates to every socket of the match, through its pub/sub (its own publish: no look asked for). */
  #transportAPI(matchID) {
    return {
      send: () => {},
      sendAll: (payload) => this.publish(`MATCH-${matchID}`, payload),
    };
  }

  /** Writes the records into the match's metadata, and sends the match's clients the new `matchData`. */
  async #write(matchID, seen) {
    const { metadata } = await this.db.fetch(matchID, { metadata: true });
    if (metadata === undefined) return;
    for (const [id, record] of seen.records) {
      const player = metadata.players[id];
      if (player === undefined) continue;
      // A seat's `data` is the front-end's too: the record is one key of it (a `data`
      // that is no object is replaced).
      player.data = { ...(isObject(player.data) ? player.data : {}), standIn: { level: record.level, playing: record.playing, rounds: [...record.rounds] } };
    }
    try {
      await this.db.setMetadata(matchID, metadata);
    } catch (error) {
      // The store's MetadataConflict: a seat changed hands since the fetch above (its
      // player left through the lobby, say). The next look sees the stored record differ
      // and writes again.
      if (error?.name === 'MetadataConflict') return;
      throw error;
    }
    const matchData = Object.values(metadata.players).map(({ credentials, ...player }) => player);
    this.#transportAPI(matchID).sendAll({ type: 'matchData', args: [matchID, matchData] });
  }
}
