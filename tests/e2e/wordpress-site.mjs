// A throwaway WordPress for tests/e2e/wordpress.test.mjs, from Debian's packages (scripts/bootstrap.sh):
// MariaDB on a private data directory in a temp dir (a unix socket there, no network), run as the
// current user; a docroot in the temp dir with Debian's /usr/share/wordpress copied or linked in and a
// generated wp-config.php (nothing written into /etc or /usr); the site installed and the posts
// written by PHP scripts (tests/e2e/wordpress/); PHP's built-in server on 127.0.0.1.
// stop() ends both servers and removes the temp dir; start() does so itself when it fails.
import { spawn, execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
export const WORDPRESS = '/usr/share/wordpress';
const NEEDS = [
  [path.join(WORDPRESS, 'wp-load.php'), 'wordpress'],
  [path.join(WORDPRESS, 'wp-content/themes/twentytwentythree/theme.json'), 'wordpress-theme-twentytwentythree'],
  ['/usr/sbin/mariadbd', 'mariadb-server'],
  ['/usr/bin/mariadb-install-db', 'mariadb-server'],
  ['/usr/bin/php', 'php-cli'],
];

// Throws, naming the Debian packages to install, when one is missing.
export function assertInstalled() {
  const missing = NEEDS.filter(([file]) => !fs.existsSync(file)).map(([, pkg]) => pkg);
  if (missing.length) throw new Error(`missing ${[...new Set(missing)].join(', ')}: run scripts/bootstrap.sh`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Resolves once `check` resolves true, polling every 50 ms; rejects after `ms` naming `what`.
async function until(check, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${what} did not start within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Sends a signal to a server started by serve(): to its process group, which holds php -S's
// workers too (they outlive their parent otherwise).
const signal = (child, name) => {
  try {
    process.kill(-child.pid, name);
  } catch {
    // already gone
  }
};

// Starts a server in a process group of its own.
const serve = (command, args, env) => spawn(command, args, { stdio: 'ignore', detached: true, env });

// Ends a server: SIGTERM, SIGKILL after 5 s; resolves when it has exited.
function end(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal(child, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      // php -S's workers may still be ending; no one else is left in the group to spare.
      signal(child, 'SIGKILL');
      resolve();
    });
    signal(child, 'SIGTERM');
  });
}

// A throwaway database needs no durability: no flushes to disk (the install's thousands of
// writes are most of its time).
const FAST = [
  '--innodb-flush-log-at-trx-commit=0',
  '--innodb-doublewrite=0',
  '--innodb-flush-method=nosync',
  '--innodb-buffer-pool-size=16M',
];

const phpString = (s) => `'${String(s).replace(/[\\']/g, '\\$&')}'`;

// Returns the test site's wp-config.php.
function wpConfig({ socket, url, docroot, debugLog }) {
  const define = (name, value) => `define(${phpString(name)}, ${value});`;
  const keys = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].flatMap((k) => [`${k}_KEY`, `${k}_SALT`]);
  return [
    '<?php',
    define('DB_NAME', "'wordpress'"),
    define('DB_USER', "'root'"),
    define('DB_PASSWORD', "''"),
    define('DB_HOST', phpString(`localhost:${socket}`)),
    define('DB_CHARSET', "'utf8mb4'"),
    define('DB_COLLATE', "''"),
    ...keys.map((k) => define(k, phpString(crypto.randomBytes(24).toString('hex')))),
    "$table_prefix = 'wp_';",
    define('WP_HOME', phpString(url)),
    define('WP_SITEURL', phpString(url)),
    define('WP_CONTENT_DIR', phpString(path.join(docroot, 'wp-content'))),
    define('WP_CONTENT_URL', phpString(`${url}/wp-content`)),
    // No cron, updates or outside requests: php -S answers one request at a time, the network is closed.
    define('DISABLE_WP_CRON', 'true'),
    define('WP_HTTP_BLOCK_EXTERNAL', 'true'),
    define('AUTOMATIC_UPDATER_DISABLED', 'true'),
    define('FS_METHOD', "'direct'"),
    define('WP_DEBUG', 'true'),
    define('WP_DEBUG_DISPLAY', 'false'),
    define('WP_DEBUG_LOG', phpString(debugLog)),
    "if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');",
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ].join('\n');
}

// Writes the docroot: WordPress's top-level scripts and wp-admin copied (wp-load.php finds
// wp-config.php beside itself, by its real path, and wp-admin's scripts load ../wp-load.php),
// wp-includes linked (46 MB, read by ABSPATH), its own wp-content with the theme linked.
function writeDocroot(docroot, config) {
  fs.mkdirSync(path.join(docroot, 'wp-content', 'themes'), { recursive: true });
  fs.mkdirSync(path.join(docroot, 'wp-content', 'plugins'));
  fs.mkdirSync(path.join(docroot, 'wp-content', 'uploads'));
  for (const name of fs.readdirSync(WORDPRESS)) {
    const from = path.join(WORDPRESS, name);
    if (name === 'wp-includes') fs.symlinkSync(from, path.join(docroot, name));
    else if (name === 'wp-admin') fs.cpSync(from, path.join(docroot, name), { recursive: true });
    else if (name.endsWith('.php') && name !== 'wp-config.php') fs.copyFileSync(from, path.join(docroot, name));
  }
  const theme = path.join(WORDPRESS, 'wp-content/themes/twentytwentythree');
  fs.symlinkSync(theme, path.join(docroot, 'wp-content/themes/twentytwentythree'));
  fs.writeFileSync(path.join(docroot, 'wp-config.php'), config);
}

// Starts the site with the plugin from `zip` installed; resolves to
// { url, dir, debugLog, seed(items), stop(), timings }.
export async function startWordPress(zip) {
  assertInstalled();
  // A short path: a unix socket's path has at most 107 bytes.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'c960wp-'));
  const user = os.userInfo().username;
  const socket = path.join(dir, 'db.sock');
  const docroot = path.join(dir, 'site');
  const debugLog = path.join(dir, 'debug.log');
  const children = [];
  // Seconds each step took, for the test's report.
  const timings = {};
  let last = Date.now();
  const lap = () => {
    const now = Date.now();
    const s = (now - last) / 1000;
    last = now;
    return s;
  };
  // Should node exit without stop() (an uncaught error, Ctrl-C, a test runner's timeout), the
  // servers, in process groups of their own, go with it.
  const killAll = () => children.forEach((child) => signal(child, 'SIGKILL'));
  const onSignal = (name) => {
    killAll();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(name === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killAll);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    await Promise.all(children.map(end));
    process.removeListener('exit', killAll);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await run('/usr/bin/mariadb-install-db', [
      '--no-defaults',
      `--datadir=${path.join(dir, 'db')}`,
      `--user=${user}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--skip-name-resolve',
      ...FAST,
    ]);
    timings.installDb = lap();
    const db = serve(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${path.join(dir, 'db')}`,
        `--socket=${socket}`,
        `--pid-file=${path.join(dir, 'db.pid')}`,
        `--log-error=${path.join(dir, 'db.err')}`,
        `--user=${user}`,
        '--skip-networking',
        ...FAST,
      ],
      process.env,
    );
    children.push(db);
    const mariadb = (sql) => run('/usr/bin/mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', sql]);
    await until(() => mariadb('SELECT 1').then(() => true), 30000, 'MariaDB');
    await mariadb('CREATE DATABASE wordpress CHARACTER SET utf8mb4');
    timings.startDb = lap();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    writeDocroot(docroot, wpConfig({ socket, url, docroot, debugLog }));
    await run('php', [path.join(here, 'wordpress', 'install.php'), docroot, zip]).catch((err) => {
      throw new Error(`install.php failed: ${err.stderr}${err.stdout}`);
    });
    timings.installSite = lap();
    // Several workers: a page's request can wait on another one (the block theme's assets).
    // opcache shared by the workers: each page need not compile WordPress again.
    const router = path.join(here, 'wordpress', 'router.php');
    const php = serve('php', ['-d', 'opcache.enable_cli=1', '-S', `127.0.0.1:${port}`, '-t', docroot, router], {
      ...process.env,
      PHP_CLI_SERVER_WORKERS: '4',
    });
    children.push(php);
    await until(() => fetch(`${url}/wp-includes/version.php`).then((r) => r.ok), 30000, 'php -S');
    timings.startPhp = lap();

    // Writes posts or files as their users (tests/e2e/wordpress/seed.php); resolves to its answer.
    const seed = (items) =>
      new Promise((resolve, reject) => {
        const child = execFile('php', [path.join(here, 'wordpress', 'seed.php'), docroot], (err, out, errOut) =>
          err ? reject(new Error(`seed.php failed: ${errOut}${out}`)) : resolve(JSON.parse(out)),
        );
        child.stdin.end(JSON.stringify(items));
      });
    return { url, dir, debugLog, seed, stop, timings };
  } catch (err) {
    await stop();
    throw err;
  }
}
