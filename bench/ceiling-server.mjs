// The machine's ceiling: a bare Node http server responding to every request with the very JSON
// body a project endpoint returned (BODY_FILE), so that the load generator parses the same bytes
// (autocannon decodes every body: Korean text costs it about three times what ASCII does).
// Started by bench/run.mjs.
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.env.BODY_FILE);

const server = http.createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
