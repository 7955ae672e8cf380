/** The demo baccarat page's script (served as /sandbox-slot/assets/baccarat.js, after demo-kit.js). */
export const baccaratScript = String.raw`(() => {
  const D = window.SandboxDemo;
  const { $, rp } = D;
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const suits = ['♠', '♥', '♦', '♣'];
  const names = { player: 'Player', banker: 'Banker', tie: 'Seri' };
  const STEP_MS = D.reduced ? 0 : 280;
  let table = null, stakeIndex = 1, side = 'player', timer = null;

  const render = () => {
    if (!table) return;
    const busy = D.isBusy();
    $('stake').textContent = rp(table.stakes[stakeIndex]);
    $('minus').disabled = busy || stakeIndex === 0;
    $('plus').disabled = busy || stakeIndex === table.stakes.length - 1;
    $('deal').disabled = busy;
    document.querySelectorAll('.side').forEach((b) => {
      b.setAttribute('aria-checked', String(b.dataset.side === side));
      b.disabled = busy;
    });
  };
  D.onBusy(render);

  const cardEl = (card, order) => {
    const suit = Math.floor(card / 13);
    const el = document.createElement('div');
    el.className = 'card' + (suit === 1 || suit === 2 ? ' red' : '');
    el.style.animationDelay = order * STEP_MS + 'ms';
    el.setAttribute('data-testid', 'baccarat-card');
    el.innerHTML = '<b>' + ranks[card % 13] + '</b><span>' + suits[suit] + '</span>';
    el.setAttribute('aria-label', ranks[card % 13] + ' ' + suits[suit]);
    return el;
  };
  const clear = () => {
    ['player', 'banker'].forEach((h) => { $('cards-' + h).innerHTML = ''; $('total-' + h).textContent = '–'; $('hand-' + h).classList.remove('won'); });
  };
  const road = (winner) => {
    const dot = document.createElement('span');
    dot.className = 'dot ' + winner;
    dot.textContent = winner === 'tie' ? 'S' : winner === 'player' ? 'P' : 'B';
    const el = $('road');
    el.appendChild(dot);
    while (el.children.length > 24) el.removeChild(el.firstChild);
  };

  async function dealRound() {
    if (!table || D.isBusy()) return;
    if (timer) clearTimeout(timer);
    clear();
    D.setMsg('Membagikan kartu…');
    const r = await D.play('baccarat', { side, stake: table.stakes[stakeIndex] });
    if (!r) return;
    // Dealing order: Player, Banker, Player, Banker, then the third cards.
    const order = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1]];
    if (r.player.length === 3) order.push(['player', 2]);
    if (r.banker.length === 3) order.push(['banker', 2]);
    order.forEach(([hand, i], n) => $('cards-' + hand).appendChild(cardEl(r[hand][i], n)));
    timer = setTimeout(() => {
      $('total-player').textContent = String(r.playerTotal);
      $('total-banker').textContent = String(r.bankerTotal);
      if (r.winner !== 'tie') $('hand-' + r.winner).classList.add('won');
      road(r.winner);
      const score = r.playerTotal + ' lawan ' + r.bankerTotal;
      const head = r.winner === 'tie' ? 'Seri, ' + score : names[r.winner] + ' menang, ' + score;
      const won = r.side === r.winner;
      const pushed = !won && r.winner === 'tie';
      D.setMsg(head + (won ? ' · Menang ' + rp(r.win) + '!' : pushed ? ' · Taruhan kembali ' + rp(r.win) : ' · Kalah ' + rp(r.stake)), won ? 'win' : '');
      document.getElementById('app').setAttribute('data-dealt', String(r.round + 1));
    }, order.length * STEP_MS);
  }

  document.querySelectorAll('.side').forEach((b) => { b.onclick = () => { side = b.dataset.side; render(); }; });
  $('minus').onclick = () => { stakeIndex = Math.max(0, stakeIndex - 1); render(); };
  $('plus').onclick = () => { stakeIndex = Math.min(table.stakes.length - 1, stakeIndex + 1); render(); };
  $('deal').onclick = dealRound;
  D.start((state) => {
    table = state.table;
    table.sides.forEach((s) => { const el = document.querySelector('[data-side="' + s.side + '"] span'); if (el) el.textContent = 'bayar ' + s.pays.replace('.', ',') + '×'; });
    D.setMsg('Pilih Player, Banker, atau Seri lalu tekan BAGI KARTU');
    render();
  });
})();
`;
