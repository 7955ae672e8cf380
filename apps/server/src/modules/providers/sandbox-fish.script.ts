/** The demo fishing page's script (served as /sandbox-slot/assets/fish.js, after demo-kit.js). */
export const fishScript = String.raw`(() => {
  const D = window.SandboxDemo;
  const { $, rp } = D;
  // Each fish drawn as SVG (no emoji font needed): colour, size and a detail of its own.
  const art = {
    teri: '<ellipse cx="22" cy="22" rx="14" ry="6" fill="#b8c7d9"/><path d="M36 22 L44 15 L44 29 Z" fill="#8aa0b8"/><circle cx="13" cy="20" r="1.6" fill="#0b0d17"/>',
    badut: '<ellipse cx="22" cy="22" rx="15" ry="10" fill="#ff7a1a"/><rect x="14" y="12" width="4" height="20" fill="#fff"/><rect x="25" y="13" width="4" height="18" fill="#fff"/><path d="M36 22 L44 13 L44 31 Z" fill="#ff7a1a"/><circle cx="11" cy="20" r="2" fill="#0b0d17"/>',
    buntal: '<circle cx="21" cy="22" r="13" fill="#ffd23b"/><path d="M21 6 L23 10 M33 12 L30 14 M9 12 L12 14 M21 38 L23 34 M6 24 L9 22" stroke="#c98b00" stroke-width="2"/><path d="M34 22 L43 15 L43 29 Z" fill="#ffb800"/><circle cx="14" cy="19" r="2" fill="#0b0d17"/>',
    hiu: '<path d="M3 24 Q18 10 36 20 L44 12 L42 24 L44 34 L36 27 Q18 36 3 24 Z" fill="#7d8ca3"/><path d="M18 15 L24 4 L27 16 Z" fill="#5e6d84"/><path d="M6 26 Q16 30 28 27" stroke="#e6edf7" stroke-width="2" fill="none"/><circle cx="10" cy="21" r="1.8" fill="#0b0d17"/>',
    naga: '<path d="M3 22 Q14 6 32 16 L44 8 L40 22 L44 36 L32 28 Q14 38 3 22 Z" fill="#ffcf33" stroke="#ff9d00" stroke-width="1.5"/><path d="M14 12 L17 5 L20 12 L23 5 L26 13" stroke="#ff9d00" stroke-width="2" fill="none"/><circle cx="10" cy="20" r="2" fill="#b3001b"/>',
  };
  let table = null, shotIndex = 1;
  const lanes = {};

  const render = () => {
    if (!table) return;
    const busy = D.isBusy();
    $('shot').textContent = rp(table.shots[shotIndex]);
    $('minus').disabled = busy || shotIndex === 0;
    $('plus').disabled = busy || shotIndex === table.shots.length - 1;
    Object.values(lanes).forEach((b) => { b.disabled = busy; });
  };
  D.onBusy(render);

  async function fire(fish) {
    if (!table || D.isBusy()) return;
    const lane = lanes[fish.id];
    lane.classList.remove('caught', 'missed');
    lane.classList.add('aiming');
    D.setMsg('Menembak ' + fish.name + '…');
    const r = await D.play('fish', { fish: fish.id, shot: table.shots[shotIndex] });
    lane.classList.remove('aiming');
    if (!r) return;
    void lane.offsetWidth; // restart the hit animation on a second catch in a row
    lane.classList.add(r.caught ? 'caught' : 'missed');
    const pop = lane.querySelector('.pop');
    pop.textContent = r.caught ? '+' + rp(r.win) : 'Lolos';
    if (r.caught) D.setMsg('Tertangkap! ' + fish.name + ' ×' + r.multiplier + ' · Menang ' + rp(r.win) + '!', 'win');
    else D.setMsg(fish.name + ' lolos · Kalah ' + rp(r.stake));
    document.getElementById('app').setAttribute('data-shots', String(r.round + 1));
  }

  $('minus').onclick = () => { shotIndex = Math.max(0, shotIndex - 1); render(); };
  $('plus').onclick = () => { shotIndex = Math.min(table.shots.length - 1, shotIndex + 1); render(); };
  D.start((state) => {
    table = state.table;
    const sea = $('sea');
    const paytable = document.querySelector('#paytable tbody');
    table.fishes.forEach((fish, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'lane';
      b.setAttribute('data-testid', 'fish-' + fish.id);
      b.setAttribute('aria-label', 'Tembak ' + fish.name + ', bayar ' + fish.multiplier + '×');
      b.innerHTML = '<span class="swimmer" style="animation-duration:' + (7 + i * 2.3).toFixed(1) + 's;animation-delay:-' + (i * 1.7).toFixed(1) + 's"><svg viewBox="0 0 46 44" width="' + (40 + i * 7) + '" height="' + (36 + i * 6) + '" aria-hidden="true">' + art[fish.id] + '</svg></span><span class="tag">' + fish.name + ' <b>×' + fish.multiplier + '</b></span><span class="pop" aria-hidden="true"></span>';
      b.onclick = () => fire(fish);
      lanes[fish.id] = b;
      sea.appendChild(b);
      const tr = document.createElement('tr');
      tr.innerHTML = '<td>' + fish.name + '</td><td>' + fish.multiplier + '×</td><td>' + (96 / fish.multiplier).toLocaleString('id-ID', { maximumFractionDigits: 2 }) + '%</td>';
      paytable.appendChild(tr);
    });
    D.setMsg('Pilih biaya tembakan lalu ketuk ikan');
    render();
  });
})();
`;
