/**
 * The sandbox provider's game page: a 5×3 demo slot (reels, paytable, lines, bet, spin, balance).
 * Served by the sandbox provider at its launch URL and opened by the lobby in an iframe. The script
 * is a separate file because the site's CSP allows no inline script. It talks only to the sandbox
 * provider's own endpoints (`state`, `spin`); the provider moves the money through our wallet API.
 */

/** Escapes text for HTML (titles and tokens in the sandbox pages). */
export const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox pages' shared look (the demos add their own rules after it). */
export const style = `
*{box-sizing:border-box}html,body{margin:0;height:100%;background:#0b0d17;color:#f4f5fb;font-family:Inter,system-ui,Arial,sans-serif}
#app{display:flex;flex-direction:column;min-height:100%;max-width:520px;margin:0 auto;padding:12px;gap:10px}
header{display:flex;justify-content:space-between;align-items:center;gap:8px}
h1{font-size:17px;margin:0;font-weight:900;letter-spacing:.2px}
.sub{font-size:11px;color:#9aa0b8}
.balance{background:#171a2b;border:1px solid #2a2f4a;border-radius:999px;padding:6px 12px;font-weight:800;font-size:14px;white-space:nowrap}
.machine{background:linear-gradient(160deg,#3b0d5c,#12051f);border:2px solid #c86eff;border-radius:20px;padding:10px;box-shadow:0 0 30px -8px #c86eff}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:6px}
.cell{aspect-ratio:1;display:grid;place-items:center;font-size:clamp(26px,9vw,44px);background:#1b1030;border-radius:12px;transition:transform .2s}
.cell.win{background:#4d3a00;outline:2px solid #ffd34d;transform:scale(1.04)}
.spinning .cell{filter:blur(1.5px)}
.msg{min-height:28px;text-align:center;font-weight:800;font-size:16px}
.msg.win{color:#ffd34d}.msg.err{color:#ff7a7a;font-size:14px}
.controls{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:8px;background:#171a2b;border-radius:16px;padding:10px}
.step{width:44px;height:44px;border-radius:12px;border:0;background:#2a2f4a;color:#fff;font-size:22px;font-weight:900}
.bet{text-align:center}.bet b{display:block;font-size:18px}.bet span{font-size:11px;color:#9aa0b8}
button.spin{height:56px;border:0;border-radius:16px;font-size:20px;font-weight:900;color:#0b0d17;background:linear-gradient(180deg,#3dfc9b,#0e9f59);box-shadow:0 8px 20px -8px #3dfc9b}
button:disabled{opacity:.5}
details{background:#171a2b;border-radius:14px;padding:10px 12px;font-size:13px}
summary{font-weight:800;cursor:pointer}
table{width:100%;border-collapse:collapse;margin-top:8px}td,th{padding:4px;text-align:center;border-bottom:1px solid #2a2f4a}
.fair{font-size:10px;color:#6c7290;word-break:break-all}
@media (prefers-reduced-motion:reduce){.cell{transition:none}.spinning .cell{filter:none}}
`;

/** The demo slot page for a session. */
export function sandboxSlotPage(token: string, gameName: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(gameName)} · Demo</title><style>${style}</style><script src="/sandbox-slot/assets/slot.js" defer></script></head>
<body><main id="app" data-token="${escapeHtml(token)}" data-testid="sandbox-slot">
<header><div><h1>${escapeHtml(gameName)}</h1><div class="sub">Slot demo · 5×3 · 10 garis</div></div><div class="balance" data-testid="slot-balance" aria-live="polite">Saldo …</div></header>
<section class="machine" aria-label="Gulungan"><div class="reels" id="reels"></div></section>
<div class="msg" id="msg" role="status" aria-live="polite">Memuat…</div>
<div class="controls"><button class="step" id="minus" type="button" aria-label="Kurangi taruhan">−</button><div class="bet"><span>Taruhan per putaran</span><b id="bet">…</b></div><button class="step" id="plus" type="button" aria-label="Tambah taruhan">+</button></div>
<button class="spin" id="spin" type="button" data-testid="slot-spin" disabled>PUTAR</button>
<details><summary>Tabel pembayaran dan garis</summary><table id="paytable"><thead><tr><th>Simbol</th><th>3×</th><th>4×</th><th>5×</th></tr></thead><tbody></tbody></table>
<p>Pembayaran dikalikan taruhan per garis (taruhan ÷ 10) untuk simbol sama berurutan dari gulungan kiri pada salah satu dari 10 garis.</p></details>
<p class="fair" id="fair"></p>
</main></body></html>`;
}

/** SPEC §6: the page a blocked region sees instead of the game. */
export function blockedRegionPage(message: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Wilayah tidak didukung</title><style>${style}</style></head>
<body><main id="app" data-testid="region-blocked"><h1>Wilayah tidak didukung</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

/** The page's script (served as /sandbox-slot/assets/slot.js). */
export const sandboxSlotScript = `(() => {
  const app = document.getElementById('app');
  const token = app.dataset.token;
  const game = new URLSearchParams(location.search).get('game') || '';
  const base = '/sandbox-slot/' + encodeURIComponent(token);
  const $ = (id) => document.getElementById(id);
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let state = null, betIndex = 2, busy = false;
  // Symbols drawn as SVG, so they look the same on every device (no emoji font needed).
  const art = {
    cherry: '<circle cx="14" cy="30" r="9" fill="#e0243d"/><circle cx="30" cy="32" r="9" fill="#ff3b55"/><path d="M14 22 Q20 6 34 6 M30 24 Q28 12 34 6" stroke="#3aa655" stroke-width="3" fill="none"/>',
    lemon: '<ellipse cx="22" cy="24" rx="16" ry="12" fill="#ffd83b"/><ellipse cx="17" cy="20" rx="5" ry="3" fill="#fff6b0"/>',
    plum: '<circle cx="22" cy="25" r="14" fill="#8b3dff"/><circle cx="17" cy="20" r="4" fill="#c9a6ff"/><path d="M22 11 L26 4" stroke="#3aa655" stroke-width="3"/>',
    bell: '<path d="M10 32 Q10 10 22 8 Q34 10 34 32 Z" fill="#ffb800"/><rect x="7" y="31" width="30" height="4" rx="2" fill="#e08a00"/><circle cx="22" cy="38" r="3.5" fill="#e08a00"/>',
    melon: '<path d="M4 18 A18 18 0 0 0 40 18 Z" fill="#2fbf5a"/><path d="M8 18 A14 14 0 0 0 36 18 Z" fill="#ff5a6e"/><circle cx="16" cy="23" r="1.6"/><circle cx="22" cy="26" r="1.6"/><circle cx="28" cy="23" r="1.6"/>',
    bar: '<rect x="4" y="13" width="36" height="18" rx="4" fill="#111" stroke="#ffd34d" stroke-width="2.5"/><text x="22" y="27" font-size="12" font-weight="900" text-anchor="middle" fill="#ffd34d" font-family="Arial">BAR</text>',
    seven: '<text x="22" y="36" font-size="34" font-weight="900" text-anchor="middle" fill="#ff2d55" stroke="#ffe07a" stroke-width="1.5" font-family="Arial">7</text>',
    gem: '<path d="M22 6 L38 18 L22 40 L6 18 Z" fill="#3ad6ff"/><path d="M6 18 L38 18 L22 40 Z" fill="#1fa3d6"/><path d="M22 6 L30 18 L14 18 Z" fill="#b8f2ff"/>',
  };
  const svgOf = (id) => '<svg viewBox="0 0 44 44" width="70%" height="70%" aria-label="' + id + '" role="img">' + (art[id] || '') + '</svg>';
  const rp = (wire) => {
    const [i, d = ''] = String(wire).split('.');
    const int = i.replace(/\\B(?=(\\d{3})+(?!\\d))/g, '.');
    const dec = d.replace(/0+$/, '');
    return 'Rp ' + (dec ? int + ',' + dec : int);
  };
  const api = async (path, body) => {
    const res = await fetch(base + path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
    const json = await res.json();
    if (json.code !== 200) throw json;
    return json.data;
  };
  const showBalance = (balance, currency) => {
    document.querySelector('.balance').textContent = rp(balance);
    try { parent.postMessage({ type: 'kasino:balance', balance, currency }, location.origin); } catch (e) {}
  };
  const cells = [];
  const reels = $('reels');
  for (let r = 0; r < 5; r++) {
    const reel = document.createElement('div');
    reel.className = 'reel';
    cells.push([]);
    for (let row = 0; row < 3; row++) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      cell.setAttribute('data-testid', 'slot-cell');
      reel.appendChild(cell);
      cells[r].push(cell);
    }
    reels.appendChild(reel);
  }
  const paint = (grid) => grid.forEach((col, r) => col.forEach((s, row) => { cells[r][row].innerHTML = svgOf(state.symbols[s].id); }));
  const randomGrid = () => Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => Math.floor(Math.random() * state.symbols.length)));
  const setMsg = (text, kind) => { const m = $('msg'); m.textContent = text; m.className = 'msg' + (kind ? ' ' + kind : ''); };
  const renderBet = () => {
    $('bet').textContent = rp(state.bets[betIndex]);
    $('minus').disabled = busy || betIndex === 0;
    $('plus').disabled = busy || betIndex === state.bets.length - 1;
    $('spin').disabled = busy;
  };
  async function spin() {
    if (busy) return;
    busy = true; renderBet(); setMsg('Memutar…');
    cells.flat().forEach((c) => c.classList.remove('win'));
    reels.classList.add('spinning');
    const timer = reduced ? null : setInterval(() => paint(randomGrid()), 70);
    const started = Date.now();
    try {
      const result = await api('/spin', { bet: state.bets[betIndex], game });
      await new Promise((r) => setTimeout(r, Math.max(0, (reduced ? 0 : 600) - (Date.now() - started))));
      if (timer) clearInterval(timer);
      reels.classList.remove('spinning');
      paint(result.grid);
      result.wins.forEach((w) => state.paylines[w.line].slice(0, w.count).forEach((row, r) => cells[r][row].classList.add('win')));
      showBalance(result.balance, result.currency);
      setMsg(result.win !== '0' ? 'Menang ' + rp(result.win) + '!' : 'Coba lagi', result.win !== '0' ? 'win' : '');
      app.setAttribute('data-spins', String(result.nonce + 1));
    } catch (error) {
      if (timer) clearInterval(timer);
      reels.classList.remove('spinning');
      setMsg((error && error.msg) || 'Masalah jaringan, silakan coba lagi nanti', 'err');
    } finally {
      busy = false; renderBet();
    }
  }
  $('minus').onclick = () => { betIndex = Math.max(0, betIndex - 1); renderBet(); };
  $('plus').onclick = () => { betIndex = Math.min(state.bets.length - 1, betIndex + 1); renderBet(); };
  $('spin').onclick = spin;
  document.addEventListener('keydown', (e) => { if (e.code === 'Space' && state) { e.preventDefault(); spin(); } });
  api('/state').then((s) => {
    state = s;
    const body = document.querySelector('#paytable tbody');
    s.symbols.slice().reverse().forEach((sym) => {
      const tr = document.createElement('tr');
      tr.innerHTML = '<td style="width:48px;height:40px">' + svgOf(sym.id) + '</td><td>' + sym.pays[0] + '×</td><td>' + sym.pays[1] + '×</td><td>' + sym.pays[2] + '×</td>';
      body.appendChild(tr);
    });
    $('fair').textContent = 'Hash seed server sesi: ' + s.serverSeedHash;
    paint(randomGrid());
    showBalance(s.balance, s.currency);
    setMsg('Pilih taruhan lalu tekan PUTAR');
    renderBet();
  }).catch((error) => setMsg((error && error.msg) || 'Sesi game tidak valid', 'err'));
})();
`;
