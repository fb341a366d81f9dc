// The machine's ceiling: a bare Node http server answering every request with the same JSON
// body (BODY_BYTES long) that a project endpoint returned. Started by bench/run.mjs.
import http from 'node:http';

const size = Number(process.env.BODY_BYTES);
const padding = Math.max(0, size - '{"data":""}'.length);
const body = Buffer.from(`{"data":"${'x'.repeat(padding)}"}`);

const server = http.createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
