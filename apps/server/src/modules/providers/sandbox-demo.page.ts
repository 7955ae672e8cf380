/**
 * The sandbox provider's pages for its baccarat, fishing and sportsbook demos, in the look of its
 * demo slot (sandbox-slot.page.ts: same dark frame, header with the balance, message line, stepper
 * and big action button). Opened by the lobby in an iframe at the launch URL; the scripts are
 * separate files because the site's CSP allows no inline script, and they talk only to the sandbox
 * provider's own calls (sandbox-demo.routes.ts).
 */
import { baccaratScript } from './sandbox-baccarat.script.ts';
import { demoKitScript } from './sandbox-demo-kit.script.ts';
import type { DemoKind } from './sandbox-demo.kinds.ts';
import { fishScript } from './sandbox-fish.script.ts';
import { escapeHtml, style } from './sandbox-slot.page.ts';
import { sportsScript } from './sandbox-sports.script.ts';

/** The scripts under /sandbox-slot/assets/{name}.js; the kit loads before a demo's own. */
export const demoScripts = { 'demo-kit': demoKitScript, baccarat: baccaratScript, fish: fishScript, sports: sportsScript } as const;

const demoStyle = `
.felt{background:radial-gradient(120% 90% at 50% 0%,#137a4a,#06351f);border:2px solid #3dfc9b55;border-radius:20px;padding:12px;display:grid;gap:10px;box-shadow:0 0 30px -10px #3dfc9b}
.hand{display:grid;gap:6px;padding:8px;border-radius:14px;background:#00000030;border:1px solid transparent;transition:border-color .2s}
.hand.won{border-color:#ffd34d;background:#4d3a0040}
.hand-title{display:flex;justify-content:space-between;font-weight:900;letter-spacing:.5px;font-size:13px}
.hand-title b{font-size:20px}#hand-player .hand-title{color:#6fb6ff}#hand-banker .hand-title{color:#ff7a7a}
.cards{display:flex;gap:6px;min-height:76px}
.card{width:52px;height:74px;border-radius:8px;background:#f7f7fb;color:#14161f;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:900;box-shadow:0 4px 10px #0006;animation:deal .3s ease-out both}
.card b{font-size:20px;line-height:1}.card span{font-size:22px;line-height:1}.card.red{color:#d4183a}
.card:nth-child(3){transform:rotate(90deg);margin-left:10px}
@keyframes deal{from{opacity:0;transform:translateY(-24px) scale(.8)}}
.card:nth-child(3){animation-name:deal3}@keyframes deal3{from{opacity:0;transform:translateY(-24px) rotate(90deg) scale(.8)}}
.road{display:flex;flex-wrap:wrap;gap:4px;min-height:22px}
.dot{width:20px;height:20px;border-radius:50%;display:grid;place-items:center;font-size:11px;font-weight:900;color:#fff}
.dot.player{background:#1f6fd1}.dot.banker{background:#d12c3f}.dot.tie{background:#18b660}
.sides{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px}
.side{min-height:64px;border-radius:14px;border:2px solid #2a2f4a;background:#171a2b;color:#f4f5fb;font-weight:900;font-size:15px;display:grid;place-items:center;gap:2px;padding:6px}
.side span{font-size:11px;color:#9aa0b8;font-weight:700}
.side.player[aria-checked=true]{border-color:#6fb6ff;background:#0d2a4d}.side.banker[aria-checked=true]{border-color:#ff7a7a;background:#4d0d16}.side.tie[aria-checked=true]{border-color:#3dfc9b;background:#0d4d2c}
.sea{position:relative;display:grid;gap:6px;padding:8px;border-radius:20px;background:linear-gradient(180deg,#0a4f8a,#041a33);border:2px solid #3ad6ff66;box-shadow:0 0 30px -10px #3ad6ff;overflow:hidden}
.lane{position:relative;height:62px;border:0;border-radius:12px;background:#ffffff0d;color:#f4f5fb;overflow:hidden;padding:0;text-align:left}
.lane:active{background:#ffffff1f}
.swimmer{position:absolute;top:50%;left:0;display:block;animation:swim 9s ease-in-out infinite alternate;transform:translate(4px,-50%)}
@keyframes swim{to{transform:translate(calc(min(100vw,496px) - 120px),-50%) }}
.tag{position:absolute;right:8px;bottom:4px;font-size:11px;font-weight:700;color:#cfe8ff;background:#00000055;border-radius:999px;padding:2px 8px}
.tag b{color:#ffd34d}
.pop{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);font-weight:900;font-size:18px;opacity:0;pointer-events:none}
.lane.aiming{outline:2px dashed #ffd34d}
.lane.caught{background:#4d3a0080}.lane.caught .pop{color:#ffd34d;animation:pop 1.2s ease-out}
.lane.missed .pop{color:#cfe8ff;animation:pop 1s ease-out}
@keyframes pop{0%{opacity:0;transform:translate(-50%,-20%) scale(.7)}20%{opacity:1;transform:translate(-50%,-50%) scale(1.1)}100%{opacity:0;transform:translate(-50%,-110%)}}
.matches{display:grid;gap:8px}
.match{background:#171a2b;border:1px solid #2a2f4a;border-radius:16px;padding:10px;display:grid;gap:8px}
.league{font-size:11px;color:#9aa0b8;font-weight:700}
.teams{display:flex;justify-content:space-between;align-items:center;gap:6px;font-weight:800;font-size:14px}.teams i{color:#6c7290;font-size:11px;font-style:normal}
.teams span:last-child{text-align:right}
.odds{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px}
.odd{min-height:44px;border-radius:12px;border:2px solid #2a2f4a;background:#0f1220;color:#f4f5fb;display:flex;justify-content:space-between;align-items:center;padding:0 10px;font-size:13px}
.odd span{color:#9aa0b8;font-weight:800}.odd b{font-size:15px;color:#3dfc9b}
.odd[aria-pressed=true]{border-color:#3dfc9b;background:#0d4d2c}
.slip .msg{min-height:0;font-size:14px}
.slip{position:sticky;bottom:0;background:#171a2b;border:1px solid #3dfc9b55;border-radius:16px;padding:10px;display:grid;gap:8px;box-shadow:0 -8px 24px #0008}
.slip-pick{font-weight:900;font-size:15px}.slip-match{font-size:11px;color:#9aa0b8}
.slip label{font-size:11px;color:#9aa0b8;display:grid;gap:4px}
.slip input{height:44px;border-radius:12px;border:1px solid #2a2f4a;background:#0b0d17;color:#f4f5fb;font-size:18px;font-weight:800;padding:0 12px;width:100%}
.chips{display:flex;gap:6px}.chip{flex:1;min-height:36px;border-radius:10px;border:0;background:#2a2f4a;color:#fff;font-weight:800;font-size:12px}
.potential{display:flex;justify-content:space-between;font-size:13px}.potential b{color:#ffd34d;font-size:16px}
.hint{font-size:11px;color:#ff9a9a;min-height:0}
.tickets{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.tickets li{display:flex;justify-content:space-between;gap:8px;align-items:center;background:#171a2b;border-radius:12px;padding:8px 10px;font-size:12px;border-left:4px solid #6c7290}
.tickets li.won{border-left-color:#ffd34d}.tickets li div{display:grid;gap:2px}.tickets li span{color:#9aa0b8}.tickets li.won strong{color:#ffd34d}
h2{font-size:14px;margin:4px 0 0}
@media (prefers-reduced-motion:reduce){.card,.swimmer,.lane .pop{animation:none!important}.lane.caught .pop,.lane.missed .pop{opacity:1}}
`;

const stepper = (label: string, id: string) =>
  `<div class="controls"><button class="step" id="minus" type="button" aria-label="Kurangi ${label.toLowerCase()}">−</button><div class="bet"><span>${label}</span><b id="${id}" data-testid="demo-${id}">…</b></div><button class="step" id="plus" type="button" aria-label="Tambah ${label.toLowerCase()}">+</button></div>`;

const bodies: Record<Exclude<DemoKind, 'slot'>, { sub: string; html: string }> = {
  baccarat: {
    sub: 'Bakarat demo · Player / Banker / Seri',
    html: `<section class="felt" aria-label="Meja bakarat">
<div class="hand" id="hand-player"><div class="hand-title">PLAYER <b id="total-player" data-testid="baccarat-player-total">–</b></div><div class="cards" id="cards-player"></div></div>
<div class="hand" id="hand-banker"><div class="hand-title">BANKER <b id="total-banker" data-testid="baccarat-banker-total">–</b></div><div class="cards" id="cards-banker"></div></div>
<div class="road" id="road" aria-label="Hasil terakhir"></div></section>
<div class="msg" id="msg" role="status" aria-live="polite">Memuat…</div>
<div class="sides" role="radiogroup" aria-label="Pilih taruhan">
<button type="button" class="side player" role="radio" aria-checked="true" data-side="player" data-testid="baccarat-side-player">PLAYER<span>…</span></button>
<button type="button" class="side tie" role="radio" aria-checked="false" data-side="tie" data-testid="baccarat-side-tie">SERI<span>…</span></button>
<button type="button" class="side banker" role="radio" aria-checked="false" data-side="banker" data-testid="baccarat-side-banker">BANKER<span>…</span></button></div>
${stepper('Taruhan', 'stake')}
<button class="spin" id="deal" type="button" data-testid="baccarat-deal" disabled>BAGI KARTU</button>
<details><summary>Aturan</summary><p>Punto banco dengan sepatu kartu tanpa batas. As bernilai 1, kartu 2-9 sesuai angkanya, 10 dan kartu gambar 0; nilai tangan adalah jumlahnya dikurangi puluhan. Kartu ketiga mengikuti tabel standar (8 atau 9 di dua kartu pertama langsung berhenti).</p>
<p>Pembayaran: Player 1:1, Banker 0,95:1 (komisi 5%), Seri 8:1. Jika hasilnya Seri, taruhan Player atau Banker dikembalikan.</p></details>`,
  },
  fish: {
    sub: 'Tembak ikan demo · satu tembakan satu taruhan',
    html: `<section class="sea" id="sea" aria-label="Laut: ketuk ikan untuk menembak"></section>
<div class="msg" id="msg" role="status" aria-live="polite">Memuat…</div>
${stepper('Biaya per tembakan', 'shot')}
<details><summary>Tabel ikan</summary><table id="paytable"><thead><tr><th>Ikan</th><th>Bayar</th><th>Peluang tertangkap</th></tr></thead><tbody></tbody></table>
<p>Setiap tembakan memotong biaya tembakan dari saldo. Ikan yang tertangkap membayar biaya × pengali; ikan yang lolos tidak membayar. Setiap ikan mengembalikan 96% dari biaya tembakan dalam jangka panjang.</p></details>`,
  },
  sports: {
    sub: 'Sportsbook demo · 1X2 · hasil simulasi langsung',
    html: `<section class="matches" id="matches" aria-label="Pertandingan"></section>
<h2 id="tickets-title" hidden>Taruhan saya</h2><ul class="tickets" id="tickets"></ul>
<section class="slip" aria-label="Slip taruhan" data-testid="sports-slip">
<div class="msg" id="msg" role="status" aria-live="polite">Memuat…</div>
<div><div class="slip-pick" id="slip-pick">…</div><div class="slip-match" id="slip-match"></div></div>
<label>Taruhan (Rp)<input id="stake" inputmode="numeric" autocomplete="off" value="10000" data-testid="sports-stake" aria-describedby="stake-hint"></label>
<div class="chips"><button type="button" class="chip" data-amount="1000">1rb</button><button type="button" class="chip" data-amount="10000">10rb</button><button type="button" class="chip" data-amount="50000">50rb</button><button type="button" class="chip" data-amount="100000">100rb</button></div>
<div class="hint" id="stake-hint"></div>
<div class="potential"><span>Potensi kembali</span><b id="return" data-testid="sports-return">–</b></div>
<button class="spin" id="place" type="button" data-testid="sports-place" disabled>PASANG</button></section>
<details><summary>Aturan</summary><p>Pilih satu hasil: 1 (tuan rumah menang), X (seri) atau 2 (tamu menang). Kemenangan membayar taruhan × odds desimal. Pertandingan di sandbox disimulasikan begitu taruhan dipasang, jadi hasilnya langsung keluar.</p></details>`,
  },
};

/** The demo page of a non-slot title for a session. */
export function sandboxDemoPage(kind: Exclude<DemoKind, 'slot'>, token: string, gameName: string): string {
  const body = bodies[kind];
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(gameName)} · Demo</title><style>${style}${demoStyle}</style>
<script src="/sandbox-slot/assets/demo-kit.js" defer></script><script src="/sandbox-slot/assets/${kind}.js" defer></script></head>
<body><main id="app" data-token="${escapeHtml(token)}" data-kind="${kind}" data-testid="sandbox-${kind}">
<header><div><h1>${escapeHtml(gameName)}</h1><div class="sub">${body.sub}</div></div><div class="balance" data-testid="demo-balance" aria-live="polite">Saldo …</div></header>
${body.html}
<p class="fair" id="fair"></p>
</main></body></html>`;
}
