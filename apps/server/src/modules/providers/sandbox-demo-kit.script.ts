/**
 * The script every sandbox demo page loads first (served as /sandbox-slot/assets/demo-kit.js): the
 * session's calls, the round number that makes a double tap one bet, the balance (shown and handed
 * to the lobby's frame), messages, and rupiah display. The page's own script then calls
 * `SandboxDemo.start(onState)` and `SandboxDemo.play(kind, bet)`.
 */

/**
 * Display of a wire amount, the browser twin of `formatWireIdr` in packages/shared/src/money.ts
 * ("1234567.5" → "Rp 1.234.567,5"); a unit test holds the two to the same answers.
 */
export const rpSource = String.raw`function rp(wire) {
  var m = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(String(wire).trim());
  if (!m) return 'Rp 0';
  var frac = ((m[3] || '') + '00').slice(0, 2).replace(/0+$/, '');
  var whole = m[2].replace(/^0+(?=\d)/, '');
  var sign = m[1] && (whole !== '0' || frac) ? '-' : '';
  return 'Rp ' + sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (frac ? ',' + frac : '');
}`;

/** Minor units (a BigInt) to the wire's decimal rupiah string, as `toWireAmount` does. */
export const wireSource = String.raw`function wireOf(minor) {
  var whole = minor / BigInt(100), frac = minor % BigInt(100);
  return whole.toString() + (frac === BigInt(0) ? '' : '.' + frac.toString().padStart(2, '0').replace(/0+$/, ''));
}`;

/** The kit itself, with the two helpers above written in. */
export const demoKitScript = String.raw`(() => {
  const app = document.getElementById('app');
  const token = app.dataset.token;
  const game = new URLSearchParams(location.search).get('game') || '';
  const base = '/sandbox-slot/' + encodeURIComponent(token);
  const $ = (id) => document.getElementById(id);
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  __RP__
  __WIRE__
  let round = 0, busy = false, played = 0;
  const listeners = [];
  const api = async (path, body) => {
    let res;
    try {
      res = await fetch(base + path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
    } catch (e) {
      throw { network: true, msg: 'Masalah jaringan, silakan coba lagi nanti' };
    }
    const json = await res.json().catch(() => ({ msg: 'Masalah jaringan, silakan coba lagi nanti', network: true }));
    if (json.code !== 200) throw json;
    return json.data;
  };
  const setMsg = (text, kind) => { const m = $('msg'); m.textContent = text; m.className = 'msg' + (kind ? ' ' + kind : ''); };
  const showBalance = (balance, currency) => {
    document.querySelector('.balance').textContent = rp(balance);
    try { parent.postMessage({ type: 'kasino:balance', balance, currency }, location.origin); } catch (e) {}
  };
  const setBusy = (value) => { busy = value; listeners.forEach((f) => f(busy)); };
  const load = async () => {
    const state = await api('/demo?game=' + encodeURIComponent(game));
    round = state.round;
    showBalance(state.balance, state.currency);
    $('fair').textContent = 'Hash seed server sesi: ' + state.serverSeedHash;
    return state;
  };
  window.SandboxDemo = {
    $, rp, wireOf, reduced, setMsg,
    onBusy: (f) => listeners.push(f),
    isBusy: () => busy,
    start: (onState) => load().then(onState).catch((error) => setMsg((error && error.msg) || 'Sesi game tidak valid', 'err')),
    /**
     * One round of kind with bet; resolves with the round's answer, or null after showing the refusal.
     * The round number goes with the bet, so a second tap of the same bet replays it (no second debit).
     */
    play: async (kind, bet) => {
      if (busy) return null;
      setBusy(true);
      try {
        const result = await api('/' + kind, Object.assign({ game, round }, bet));
        round = result.nextRound;
        played += 1;
        showBalance(result.balance, result.currency);
        app.setAttribute('data-rounds', String(played));
        return result;
      } catch (error) {
        setMsg((error && error.msg) || 'Masalah jaringan, silakan coba lagi nanti', 'err');
        // A refusal may leave the round taken (a void win) and the balance changed: ask again.
        if (error && !error.network) await load().catch(() => undefined);
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
})();
`
  .replace('__RP__', () => rpSource)
  .replace('__WIRE__', () => wireSource);
