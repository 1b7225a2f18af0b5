// Serves a folder (default dist/) on 127.0.0.1 and prints the URL.
// Usage: node scripts/serve.mjs [--dir dist] [--port 8960]   (port 0 = any free port)
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Starts a static server for `dir` on 127.0.0.1:`port`; resolves to { server, url }.
export function serveStatic(dir, port = 0, { headers } = {}) {
  const handler = sirv(dir, { dev: true, etag: true, setHeaders: headers });
  const server = http.createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
  };
  const dir = path.resolve(root, option('--dir', 'dist'));
  const port = Number(option('--port', process.env.PORT || 8960));
  serveStatic(dir, port).then(
    ({ url }) => {
      console.log(`Chess960 is served at ${url}  (Ctrl+C stops the server)`);
    },
    (err) => {
      console.error(`Cannot serve on 127.0.0.1:${port}: ${err.message}`);
      if (err.code === 'EADDRINUSE') console.error('Another program uses that port; try PORT=0 npm start.');
      process.exit(1);
    },
  );
}
