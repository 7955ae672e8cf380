// Baseline for the benchmarks: the same transports with no framework and no auth (and, but for the
// raw bet below, no database),
// so the Kasino figures can be read as a ratio of what the machine does at best.
import http from 'node:http';
import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import { WebSocketServer } from 'ws';

// The raw one-transaction bet: the least a durable bet costs on the same engine and durability as
// Kasino's (SQLite, WAL, synchronous FULL): roll, then one transaction that writes the bet row and
// moves the balance. No auth, no validation, no seeds, no ledger, no events, no push.
const db = new Database(process.env.RAW_DB ?? ':memory:');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('create table if not exists wallet (player text primary key, balance integer not null)');
db.exec('create table if not exists bet (id text primary key, player text not null, amount integer not null, payout integer not null)');
const addWallet = db.prepare('insert or ignore into wallet (player, balance) values (?, 1000000000)');
const insertBet = db.prepare('insert into bet (id, player, amount, payout) values (?, ?, ?, ?)');
const moveBalance = db.prepare('update wallet set balance = balance - ? + ? where player = ? and balance >= ?');
const rawBet = db.transaction((player, id, amount) => {
  const payout = randomInt(100) < 49 ? amount * 2 : 0;
  insertBet.run(id, player, amount, payout);
  if (moveBalance.run(amount, payout, player, amount).changes !== 1) throw new Error('saldo');
  return payout;
});
let players = 0;

const body = JSON.stringify({ code: 200, msg: 'success', data: { id: 1, name: 'Member0000', avatar: '', balance: '0', currency: 'IDR' } });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
const wss = new WebSocketServer({ server, path: '/ws' });
const subscribers = new Set();
wss.on('connection', (socket) => {
  const player = `p${++players}`;
  addWallet.run(player);
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    if (frame.path === '/ws/game/roller/startRound') {
      const payout = rawBet(player, frame.data.uuid, Number(frame.data.amount));
      socket.send(JSON.stringify({ id: frame.id, code: 200, data: { payout: String(payout) } }));
      return;
    }
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
