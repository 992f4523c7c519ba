// node scripts/with-postgres.mjs COMMAND [ARGS…]: runs the command with a throwaway
// PostgreSQL server of its own, then stops it and deletes its files. The server is
// Debian's PostgreSQL (package postgresql: `apt-get install postgresql`), a new cluster
// in a temporary folder, listening on 127.0.0.1 only, on a free port, trusting local
// connections. The command gets:
//
//   DATABASE_URL      postgres://welcome@127.0.0.1:PORT/welcome
//   WELCOME_TO_PG     a JSON object { bin, data, port, user }: how the tests restart the
//                     server (pg_ctl in bin, data the cluster, user who runs it)
//
// With DATABASE_URL already set, it starts nothing and runs the command as it is.
// As root (CI), the cluster is owned and run by the user `postgres`, which the Debian
// package creates: PostgreSQL refuses to run as root.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: node scripts/with-postgres.mjs COMMAND [ARGS…]');
  process.exit(2);
}

/** Runs the command with this environment, exiting as it exits. */
function run(env) {
  const child = spawn(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

if (process.env.DATABASE_URL) process.exit(await run(process.env));

/** The folder of Debian's PostgreSQL programs, the newest version installed. */
function binaries() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions[0] === undefined) {
    console.error("with-postgres: no PostgreSQL server found in /usr/lib/postgresql: install Debian's (apt-get install postgresql), or set DATABASE_URL to a database of your own");
    process.exit(2);
  }
  return join(root, versions[0], 'bin');
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const bin = binaries();
const root = userInfo().uid === 0;
const user = root ? 'postgres' : userInfo().username;
const folder = mkdtempSync(join(tmpdir(), 'welcome-to-pg-'));
const data = join(folder, 'data');
const port = await freePort();
if (root) {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  chownSync(folder, uid, gid);
  chmodSync(folder, 0o700);
}
/** Runs one of PostgreSQL's programs as the cluster's user. */
const pg = (program, programArgs) => {
  const file = join(bin, program);
  const [file2, args2] = root ? ['runuser', ['-u', user, '--', file, ...programArgs]] : [file, programArgs];
  execFileSync(file2, args2, { stdio: ['ignore', 'ignore', 'inherit'], cwd: folder });
};

let status = 1;
try {
  pg('initdb', ['-D', data, '-U', 'welcome', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // Listening on 127.0.0.1 only; its socket file in the cluster's own folder.
  pg('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder}`, 'start']);
  pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'welcome', 'welcome']);
  status = await run({
    ...process.env,
    DATABASE_URL: `postgres://welcome@127.0.0.1:${port}/welcome`,
    WELCOME_TO_PG: JSON.stringify({ bin, data, port, user: root ? user : null, log: join(folder, 'server.log') }),
  });
} finally {
  try {
    pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // Not started, or already stopped.
  }
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
