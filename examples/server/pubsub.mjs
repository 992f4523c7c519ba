// boardgame.io's pub/sub over PostgreSQL LISTEN/NOTIFY, so that several server processes
// on the one database broadcast each match's updates to every socket, whichever process
// the socket is connected to.
//
// boardgame.io 0.50's SocketIO transport publishes each update on a channel per match
// (`MATCH-<matchID>`), unfiltered: `{ type: 'update', args: [matchID, state] }` (and
// 'matchData', 'chat'); each process's subscriber filters it for the seats of its own
// sockets. Its default, InMemoryPubSub, reaches only the sockets of the process that
// applied the move. This one delivers to the local subscribers at once, as
// InMemoryPubSub does, and sends the payload to the other processes through PostgreSQL:
// inline in the NOTIFY when it fits in NOTIFY's 8000 bytes, else stored in a table
// (bgio_pubsub) whose row id the NOTIFY carries. Each process applies the others'
// messages in the order PostgreSQL delivers them (commit order).
//
// What it does not do: make two processes' moves on one match safe. boardgame.io's
// per-match queue is per process; see the server guide.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** NOTIFY's payload limit is 8000 bytes; keep a margin for the envelope. */
const INLINE_LIMIT = 7900;
/** The PostgreSQL channel every process LISTENs on. */
const PG_CHANNEL = 'bgio_pubsub';

export class PostgresPubSub {
  /**
   * @param {string} connectionString the database, as for the store
   * @param {{ onError?: (error: unknown) => void, keep?: number, reconnect?: number }} options
   *   onError: told of a failed publish or a lost listening connection (default: stderr);
   *   keep: ms a stored (large) payload is kept for the other processes to read (60 s);
   *   reconnect: ms between attempts to listen again after the connection is lost (1 s).
   */
  constructor(connectionString, { onError = (error) => console.error(error), keep = 60_000, reconnect = 1000 } = {}) {
    this.connectionString = connectionString;
    this.onError = onError;
    this.keep = keep;
    this.reconnectEvery = reconnect;
    /** This process's id: its own notifications come back to it, and are skipped. */
    this.id = randomUUID();
    /** boardgame.io channel → its callbacks. */
    this.callbacks = new Map();
    /** Incoming messages, applied one after the other (a stored payload is read first). */
    this.incoming = Promise.resolve();
    this.closed = false;
  }

  /** Connects: the table for large payloads, the listening and the publishing connections. */
  async connect() {
    // One connection at a time (max 1): queries run in the order they are made, and a
    // pool replaces a connection it lost (a restarted database).
    this.publisher = new pg.Pool({ connectionString: this.connectionString, max: 1 });
    this.publisher.on('error', (error) => this.onError(error));
    await this.publisher.query(`CREATE TABLE IF NOT EXISTS ${PG_CHANNEL} (id bigserial PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL DEFAULT now())`);
    await this.#listen();
    this.sweeper = setInterval(() => {
      this.publisher?.query(`DELETE FROM ${PG_CHANNEL} WHERE at < now() - $1::interval`, [`${this.keep} milliseconds`]).catch((error) => this.onError(error));
    }, this.keep);
    this.sweeper.unref();
    return this;
  }

  async #client() {
    const client = new pg.Client({ connectionString: this.connectionString });
    // A pg client that loses its connection emits 'error': unhandled, that ends the process.
    client.on('error', (error) => this.onError(error));
    await client.connect();
    return client;
  }

  async #listen() {
    const listener = await this.#client();
    listener.on('notification', (message) => this.#receive(message.payload));
    listener.on('end', () => {
      if (this.closed) return;
      // Messages sent while no connection listens are lost: the sockets here see the next update.
      this.onError(new Error('pubsub: the listening connection ended; listening again'));
      this.#relisten();
    });
    await listener.query(`LISTEN ${PG_CHANNEL}`);
    this.listener = listener;
  }

  #relisten() {
    setTimeout(() => {
      if (this.closed) return;
      this.#listen().catch((error) => {
        this.onError(error);
        this.#relisten();
      });
    }, this.reconnectEvery).unref();
  }

  #receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch (error) {
      this.onError(error);
      return;
    }
    if (message.from === this.id) return;
    this.incoming = this.incoming.then(async () => {
      let { channel, payload } = message;
      if (message.ref !== undefined) {
        const { rows } = await this.publisher.query(`SELECT body FROM ${PG_CHANNEL} WHERE id = $1`, [message.ref]);
        if (rows[0] === undefined) throw new Error(`pubsub: stored payload ${message.ref} is gone`);
        ({ channel, payload } = JSON.parse(rows[0].body));
      }
      this.#deliver(channel, payload);
    }).catch((error) => this.onError(error));
  }

  #deliver(channel, payload) {
    for (const callback of this.callbacks.get(channel) ?? []) callback(payload);
  }

  /** Sends `payload` to the channel's subscribers here (at once) and in the other processes. */
  publish(channel, payload) {
    this.#deliver(channel, payload);
    const body = JSON.stringify({ channel, payload });
    const inline = JSON.stringify({ from: this.id, channel, payload });
    // One connection sends them all: PostgreSQL delivers them in this order.
    const sent = Buffer.byteLength(inline) <= INLINE_LIMIT
      ? this.publisher.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, inline])
      : this.publisher.query(
        `WITH stored AS (INSERT INTO ${PG_CHANNEL} (body) VALUES ($1) RETURNING id)
           SELECT pg_notify($2, json_build_object('from', $3::text, 'ref', id)::text) FROM stored`,
        [body, PG_CHANNEL, this.id],
      );
    sent.catch((error) => this.onError(error));
  }

  subscribe(channel, callback) {
    if (!this.callbacks.has(channel)) this.callbacks.set(channel, []);
    this.callbacks.get(channel).push(callback);
  }

  unsubscribeAll(channel) {
    this.callbacks.delete(channel);
  }

  async close() {
    this.closed = true;
    clearInterval(this.sweeper);
    await Promise.allSettled([this.listener?.end(), this.publisher?.end()]);
    this.listener = undefined;
  }
}
