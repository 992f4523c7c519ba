// `npm run serve`: the server recipe (examples/server/server.mjs) with the page, built
// first when the sources changed, listening on every interface (HOST, 0.0.0.0 by
// default) so that players on other machines of the network open the address it
// prints. Its matches are kept in welcome-to-data/ (DATA_DIR), or in PostgreSQL when
// DATABASE_URL is set; every variable of the recipe is passed on (BOT_LEVEL, PORT…).
import { execFileSync, spawn } from 'node:child_process';

execFileSync(process.execPath, ['scripts/fresh-build.mjs'], { stdio: 'inherit' });
const server = spawn(process.execPath, ['examples/server/server.mjs'], { stdio: 'inherit', env: { HOST: '0.0.0.0', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
