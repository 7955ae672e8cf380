// Baseline for the benchmarks: the same transports with no framework, no database and no auth,
// so the Kasino figures can be read as a ratio of what the machine does at best.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const body = JSON.stringify({ code: 200, msg: 'success', data: { id: 1, name: 'Member0000', avatar: '', balance: '0', currency: 'IDR' } });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
const wss = new WebSocketServer({ server, path: '/ws' });
const subscribers = new Set();
wss.on('connection', (socket) => {
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    if (frame.path === '/ws/subscribe') subscribers.add(socket);
    socket.send(JSON.stringify({ id: frame.id, code: 200, data: { serverTime: Date.now() } }));
  });
  socket.on('close', () => subscribers.delete(socket));
});
// The crash-data baseline: one push every 100 ms to every subscriber, serialised once.
const flightStart = Date.now();
setInterval(() => {
  if (subscribers.size === 0) return;
  const t = Date.now() - flightStart;
  const text = JSON.stringify({ path: '/ws/game/crash/data', data: `${Math.exp(0.00006 * (t % 60_000)).toFixed(2)}|${t}`, ts: Date.now() });
  for (const socket of subscribers) socket.send(text);
}, 100);
server.listen(0, '127.0.0.1', () => console.log(`raw berjalan di http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => process.exit(0));
