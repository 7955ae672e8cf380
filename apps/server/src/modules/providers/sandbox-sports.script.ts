/** The demo sportsbook page's script (served as /sandbox-slot/assets/sports.js, after demo-kit.js). */
export const sportsScript = String.raw`(() => {
  const D = window.SandboxDemo;
  const { $, rp, wireOf } = D;
  const pickLabels = { home: '1', draw: 'X', away: '2' };
  let table = null, selection = null, tickets = 0;
  const decimal = (odds) => odds.replace('.', ',');
  const matchOf = (id) => table.matches.find((m) => m.id === id);
  const pickName = (m, pick) => (pick === 'home' ? m.home : pick === 'away' ? m.away : 'Seri');

  /** The stake typed, in whole rupiah (a BigInt), or null when it is not a whole number within the limits. */
  const stakeRupiah = () => {
    const text = $('stake').value.replace(/\./g, '').trim();
    if (!/^\d{1,9}$/.test(text)) return null;
    const value = BigInt(text);
    const min = BigInt(table.minStake), max = BigInt(table.maxStake);
    return value >= min && value <= max ? value : null;
  };

  const render = () => {
    if (!table) return;
    const busy = D.isBusy();
    document.querySelectorAll('.odd').forEach((b) => {
      const on = !!selection && b.dataset.match === selection.match && b.dataset.pick === selection.pick;
      b.setAttribute('aria-pressed', String(on));
      b.disabled = busy;
    });
    const stake = stakeRupiah();
    if (selection) {
      const m = matchOf(selection.match);
      const odds = m.odds[selection.pick];
      $('slip-pick').textContent = pickName(m, selection.pick) + ' (' + pickLabels[selection.pick] + ') @ ' + decimal(odds);
      $('slip-match').textContent = m.home + ' vs ' + m.away;
      // stake (rupiah) × odds (cents) is the return in sen, exactly as the book pays it.
      const cents = BigInt(odds.replace('.', ''));
      $('return').textContent = stake === null ? '–' : rp(wireOf(stake * cents));
    } else {
      $('slip-pick').textContent = 'Pilih odds pertandingan di atas';
      $('slip-match').textContent = '';
      $('return').textContent = '–';
    }
    $('stake-hint').textContent = stake === null ? 'Taruhan ' + rp(table.minStake) + ' sampai ' + rp(table.maxStake) + ', tanpa sen' : '';
    $('place').disabled = busy || !selection || stake === null;
  };
  D.onBusy(render);

  async function place() {
    const stake = stakeRupiah();
    if (!table || !selection || stake === null || D.isBusy()) return;
    const m = matchOf(selection.match);
    D.setMsg('Pertandingan berlangsung…');
    const r = await D.play('sports', { match: selection.match, pick: selection.pick, stake: stake.toString() });
    if (!r) return;
    tickets += 1;
    const won = r.win !== '0';
    const score = m.home + ' ' + r.homeGoals + '–' + r.awayGoals + ' ' + m.away;
    D.setMsg((won ? 'Menang ' + rp(r.win) + '! ' : 'Kalah ' + rp(r.stake) + ' · ') + score, won ? 'win' : '');
    const li = document.createElement('li');
    li.className = won ? 'won' : 'lost';
    li.setAttribute('data-testid', 'sports-ticket');
    li.innerHTML = '<div><b></b><span></span></div><strong></strong>';
    li.querySelector('b').textContent = pickName(m, r.pick) + ' (' + pickLabels[r.pick] + ') @ ' + decimal(r.odds) + ' · ' + rp(r.stake);
    li.querySelector('span').textContent = 'Hasil: ' + score;
    li.querySelector('strong').textContent = won ? '+' + rp(r.win) : 'Kalah';
    $('tickets').prepend(li);
    $('tickets-title').hidden = false;
    document.getElementById('app').setAttribute('data-tickets', String(tickets));
  }

  $('stake').oninput = render;
  document.querySelectorAll('.chip').forEach((c) => { c.onclick = () => { $('stake').value = c.dataset.amount; render(); }; });
  $('place').onclick = place;
  D.start((state) => {
    table = state.table;
    const list = $('matches');
    table.matches.forEach((m) => {
      const card = document.createElement('article');
      card.className = 'match';
      card.innerHTML = '<div class="league"></div><div class="teams"><span></span><i>vs</i><span></span></div><div class="odds"></div>';
      card.querySelector('.league').textContent = m.league + ' · Sandbox';
      const teams = card.querySelectorAll('.teams span');
      teams[0].textContent = m.home;
      teams[1].textContent = m.away;
      ['home', 'draw', 'away'].forEach((pick) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'odd';
        b.dataset.match = m.id;
        b.dataset.pick = pick;
        b.setAttribute('data-testid', 'odds-' + m.id + '-' + pick);
        b.setAttribute('aria-label', pickName(m, pick) + ', odds ' + decimal(m.odds[pick]));
        b.innerHTML = '<span>' + pickLabels[pick] + '</span><b>' + decimal(m.odds[pick]) + '</b>';
        b.onclick = () => { selection = { match: m.id, pick }; render(); };
        card.querySelector('.odds').appendChild(b);
      });
      list.appendChild(card);
    });
    D.setMsg('Pilih odds, isi taruhan, lalu PASANG');
    render();
  });
})();
`;
