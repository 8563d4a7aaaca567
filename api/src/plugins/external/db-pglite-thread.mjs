// PGlite on a worker thread of its own (issue 29): its WebAssembly PostgreSQL runs here, so the api's event loop
// stays free for /health, /ready and every answer already computed while a query runs. The api side is
// db-pglite-worker.ts; this file is plain JavaScript so node loads it as it is, under tsx, jest and plain node.
//
// Messages from the api: { id, op, ... } with op one of query, exec, begin, end, listen, unlisten, close; each is
// answered { id, ok: true, value } or { id, ok: false, error } (the error's own fields copied, since a structured
// clone keeps only an Error's message). A notification heard is posted as { notify: listenId, payload }.
//
// Every answer also carries `busy`: the ms PGlite has been occupied since it opened (a query running, or one waiting
// for it, or a transaction open), measured here. The api's wait line estimates the database's time per unit from
// it: the round trip seen from the api's thread also holds that thread's own lag, tens of ms under load (issue 29).
// A transaction's start and its statements are answered on a port of their own (`statements`); each such answer
// counts up `answered` (shared memory) and wakes the api's thread, which waits for it there (db-pglite-worker.ts): an
// open transaction holds PGlite, and waiting for the api's event loop between its statements held it idle.
// And this thread writes a sign of life (the time, ms since the epoch) into the shared `stats` buffer every
// HEARTBEAT_MS and after each operation: /ready reads it there, without a message, however busy the api's loop is.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

// The same PGlite createPGlite (db.ts) opens: date columns as 'YYYY-MM-DD' strings.
const DATE = 1082;

/** Thrown inside a transaction the api asked to roll back; PGlite rolls back on any throw. */
const ROLLBACK = Symbol('rollback');

const port = parentPort;

/** How often the sign of life is written while idle; a query holds this thread, and so the sign, while it runs. */
const HEARTBEAT_MS = 100;
/** [0]: the last sign of life, ms since the epoch; [1]: `busy` as of then (db-pglite-worker.ts reads both). */
const stats = workerData?.stats ? new Float64Array(workerData.stats) : new Float64Array(2);
/** Where a transaction's statements are answered, and the count of those answers the api's thread waits on. */
const statements = workerData?.statements ?? null;
const answered = workerData?.answered ? new Int32Array(workerData.answered) : null;

/** Operations under way (begun and not answered); while any is, PGlite is occupied. */
let active = 0;
let busySince = 0;
let busyBefore = 0;

function busyMs() {
  return active > 0 ? busyBefore + (performance.now() - busySince) : busyBefore;
}

function beat() {
  stats[1] = busyMs();
  stats[0] = performance.timeOrigin + performance.now();
}

function enter() {
  if (active === 0) busySince = performance.now();
  active += 1;
}

function leave() {
  active -= 1;
  if (active === 0) busyBefore += performance.now() - busySince;
  beat();
}

function errorFields(err) {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const fields = { message: String(err.message ?? err), name: err.name };
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return fields;
}

/** Answers on the port the call came for: a statement of a transaction on `statements`, waking the api's thread. */
function send(message, inTransaction) {
  if (!inTransaction || !statements || !answered) {
    port.postMessage(message);
    return;
  }
  statements.postMessage(message);
  Atomics.add(answered, 0, 1);
  Atomics.notify(answered, 0);
}

function reply(id, value, inTransaction = false) {
  send({ id, ok: true, value, busy: busyMs() }, inTransaction);
}

function fail(id, err, inTransaction = false) {
  send({ id, ok: false, error: errorFields(err), busy: busyMs() }, inTransaction);
}

async function open() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const dataDir = workerData?.dataDir ?? null;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { btree_gist },
    parsers: { [DATE]: (v) => v },
  });
}

/** Only what the api reads of a result: the rows and how many rows a write touched. */
function result(r) {
  return { rows: r.rows, affectedRows: r.affectedRows };
}

async function main() {
  let instance;
  try {
    instance = await open();
  } catch (err) {
    port.postMessage({ ready: false, error: errorFields(err) });
    return;
  }
  const transactions = new Map();
  const listeners = new Map();
  let nextTx = 1;
  let nextListen = 1;

  const target = (txId) => {
    if (txId === undefined) return instance;
    const open = transactions.get(txId);
    if (!open) throw new Error('this transaction has ended');
    return open.tx;
  };

  const begin = (id) => {
    const txId = nextTx++;
    let started = false;
    let endId = null;
    // Occupied from the moment it is asked for until it has ended: a plain query waits for an open transaction.
    enter();
    instance
      .transaction(async (tx) => {
        const ended = new Promise((resolve) => transactions.set(txId, { tx, end: resolve }));
        started = true;
        reply(id, txId, true);
        const { commit, id: asked } = await ended;
        endId = asked;
        if (!commit) throw ROLLBACK;
      })
      .finally(leave)
      .then(
        () => reply(endId, undefined),
        (err) => {
          if (!started) fail(id, err, true);
          else if (err === ROLLBACK) reply(endId, undefined);
          else if (endId !== null) fail(endId, err);
        },
      )
      .finally(() => transactions.delete(txId));
  };

  const handlers = {
    async query(msg) {
      return result(await target(msg.tx).query(msg.sql, msg.params));
    },
    async exec(msg) {
      const results = await target(msg.tx).exec(msg.sql);
      return results.map(result);
    },
    async listen(msg) {
      const listenId = nextListen++;
      const unlisten = await instance.listen(msg.channel, (payload) => {
        port.postMessage({ notify: listenId, payload });
      });
      listeners.set(listenId, unlisten);
      return listenId;
    },
    async unlisten(msg) {
      const unlisten = listeners.get(msg.listen);
      listeners.delete(msg.listen);
      if (unlisten && !instance.closed) await unlisten();
    },
    async close() {
      if (!instance.closed) await instance.close();
    },
  };

  port.on('message', (msg) => {
    if (msg.op === 'begin') {
      begin(msg.id);
      return;
    }
    if (msg.op === 'end') {
      const open = transactions.get(msg.tx);
      if (!open) fail(msg.id, new Error('this transaction has ended'));
      else open.end({ commit: msg.commit, id: msg.id });
      return;
    }
    const handler = handlers[msg.op];
    if (!handler) {
      fail(msg.id, new Error(`unknown operation ${msg.op}`));
      return;
    }
    const inTransaction = msg.tx !== undefined;
    enter();
    handler(msg)
      .finally(leave)
      .then(
        (value) => reply(msg.id, value, inTransaction),
        (err) => fail(msg.id, err, inTransaction),
      );
  });
  beat();
  setInterval(beat, HEARTBEAT_MS);
  port.postMessage({ ready: true });
}

void main();
