// seats.js holds the page's part of games between machines: the seat's
// token this page holds (from its link, /g/ID#seat=TOKEN), the links to
// give to the other player and to spectators, the clocks ticking, the
// new-game form's clock and seats, and the lobby of open games.

const $ = (id) => document.getElementById(id);

const st = {
  seat: null,     // {id, side: "first"|"second", links, watch}: the seat this page holds
  clock: null,    // {view, at}: the last clock received and when
  timer: 0,       // the interval that ticks the clocks
  lobbyTimer: 0,  // the timeout that reads the lobby again
};

// tokenFor returns the seat's token this page holds for game id: from the
// link it was opened with, kept for the tab's life.
export function tokenFor(id) {
  const m = /(?:^#|&)seat=([0-9a-f]{32})/.exec(location.hash);
  if (m && location.pathname === `/g/${id}`) {
    sessionStorage.setItem(`ply-seat-${id}`, m[1]);
    return m[1];
  }
  return sessionStorage.getItem(`ply-seat-${id}`) ?? "";
}

// headers returns the headers of a request to path: the seat's token of
// the game it names.
export function headers(path) {
  const m = /^\/api\/games\/([0-9a-f]{32})\//.exec(path);
  const token = m ? tokenFor(m[1]) : "";
  return token ? { "Ply-Seat": token } : {};
}

// mayMove reports whether this page plays side i of game g: any page in a
// game of one browser, the seat's holder in a seated game.
export function mayMove(g, i) {
  if (!g.seats) return true;
  const side = i === 0 ? "first" : "second";
  return st.seat?.id === g.id && st.seat.side === side;
}

// formFields returns the new-game form's clock and seats.
export function formFields() {
  const lobby = $("f-lobby").checked;
  return { clock: $("f-clock").value.trim(), seats: lobby || $("f-seats").checked, lobby };
}

// created keeps the tokens of a new game's maker, and returns the address
// of its page: the first person's seat, whose link it opens.
export function created(a) {
  if (!a.tokens) return `/g/${a.id}`;
  const i = a.tokens[0] ? 0 : 1;
  sessionStorage.setItem(`ply-links-${a.id}`, JSON.stringify(a.links));
  return `/g/${a.id}#seat=${a.tokens[i]}`;
}

// open takes this page's seat of game g, if it holds one.
export async function open(g, api) {
  st.seat = null;
  if (!g.seats) return;
  const token = tokenFor(g.id);
  if (!token) return;
  try {
    const a = await api("POST", `/api/games/${g.id}/seat`, {});
    st.seat = { id: g.id, side: a.side, links: a.links, watch: a.watch };
  } catch (e) {
    $("play-error").textContent = `This page's seat: ${e.message}`;
  }
}

// render shows who this page is in game g, the links to share and the
// clocks.
export function render(g) {
  const box = $("seats-box");
  const seated = !!g.seats;
  box.hidden = !seated;
  if (seated) {
    const mine = st.seat?.id === g.id ? st.seat : null;
    const i = mine ? (mine.side === "first" ? 0 : 1) : -1;
    $("seat-who").textContent = mine ? `You play ${g.players[i]}.` : "You are watching.";
    document.body.dataset.seat = mine ? mine.side : "watch";
    const links = [];
    // The maker's page keeps every link; a seat's holder is told those
    // of the seats still open.
    const kept = JSON.parse(sessionStorage.getItem(`ply-links-${g.id}`) ?? "null");
    for (const k of [0, 1]) {
      const link = g.seats.open[k] ? (mine?.links?.[k] || kept?.[k]) : "";
      if (link && k !== i) links.push([`${g.players[k]}'s seat (open)`, link, `link-${k}`]);
    }
    links.push(["Spectators", `/g/${g.id}`, "link-watch"]);
    $("seat-links").replaceChildren(...links.map(([label, link, id]) => {
      const li = document.createElement("li");
      const url = new URL(link, location.origin).href;
      const a = document.createElement("input");
      Object.assign(a, { id, value: url, readOnly: true, spellcheck: false });
      a.setAttribute("aria-label", label);
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = "Copy";
      b.addEventListener("click", async () => {
        try { await navigator.clipboard.writeText(url); b.textContent = "Copied"; } catch { a.select(); }
      });
      const l = document.createElement("span");
      l.textContent = label;
      li.append(l, a, b);
      return li;
    }));
    // A link on the loopback address opens on this machine only.
    const host = location.hostname.replace(/^\[|\]$/g, "");
    const local = ["localhost", "127.0.0.1", "::1"].includes(host) || host.endsWith(".localhost");
    $("seat-local").hidden = !local;
    $("seat-local").textContent = local
      ? `These links open on this machine only: ${host} is its own address. To play from another machine, start the server on a network address (go run ./examples/web -addr :8080) and open the game by this machine's name or address.`
      : "";
    // No take-backs between two seats.
    if (g.seats.seat[0] && g.seats.seat[1]) $("btn-undo").hidden = true;
    else $("btn-undo").hidden = seated && i < 0;
  } else {
    $("btn-undo").hidden = false;
    delete document.body.dataset.seat;
  }
  st.clock = g.clock ? { view: g.clock, at: performance.now(), g } : null;
  $("clocks").hidden = !g.clock;
  clearInterval(st.timer);
  if (g.clock) {
    tick();
    if (g.clock.running !== "" && g.clock.running !== "none" && !g.over) st.timer = setInterval(tick, 100);
  }
}

// tick shows both clocks as of now.
function tick() {
  const c = st.clock;
  if (!c) return;
  const v = c.view, g = c.g;
  const elapsed = v.elapsedMs + (performance.now() - c.at);
  $("clocks").replaceChildren(...[0, 1].map((i) => {
    const side = i === 0 ? "first" : "second";
    let left = v.leftMs[i], periods = v.periodsLeft?.[i] ?? 0, period = -1;
    if (v.running === side && !g.over) {
      left -= elapsed;
      if (left < 0 && v.periodMs) {
        // Into byo-yomi: each period used up is lost.
        const over = -left;
        const lost = Math.floor((over - 1) / v.periodMs);
        periods = Math.max(periods - lost, 0);
        period = Math.max(v.periodMs * (lost + 1) - over, 0);
        left = 0;
      }
    }
    const d = document.createElement("div");
    d.id = `clock-${i}`;
    d.className = `clock${v.running === side && !g.over ? " running" : ""}${v.loser === side ? " flagged" : ""}`;
    d.dataset.ms = v.loser === side ? "0" : String(Math.round(period >= 0 ? period : Math.max(left, 0)));
    const name = document.createElement("span");
    name.textContent = g.players[i];
    const time = document.createElement("span");
    time.className = "time";
    let text = fmt(Math.max(left, 0));
    if (v.periodMs) {
      text += ` + ${periods}×${fmt(v.periodMs)}`;
      if (period >= 0) text = `${fmt(period)} (${periods}×${fmt(v.periodMs)})`;
    }
    // A flag leaves nothing: 0:00, periods and all.
    if (v.loser === side) text = `0:00 — ${v.aborted ? "did not move in time" : "time ran out"}`;
    time.textContent = text;
    d.append(name, time);
    return d;
  }));
}

// fmt writes milliseconds as m:ss, with tenths under ten seconds.
function fmt(ms) {
  const s = ms / 1000;
  if (s < 10) return s.toFixed(1);
  const m = Math.floor(s / 60);
  const r = Math.floor(s % 60);
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}:${String(r).padStart(2, "0")}` : `${m}:${String(r).padStart(2, "0")}`;
}

// showLobby lists the open games on the new-game page, each with a
// button that takes its open seat, and reads the lobby again every five
// seconds while the page shows it.
export async function showLobby(api) {
  clearTimeout(st.lobbyTimer);
  st.lobbyTimer = setTimeout(() => { if (!$("setup").hidden) showLobby(api); }, 5000);
  let data;
  try {
    data = await api("GET", "/api/lobby");
  } catch {
    return;
  }
  $("lobby").hidden = false;
  $("lobby-empty").hidden = data.games.length > 0;
  $("lobby-list").replaceChildren(...data.games.map((e) => {
    const li = document.createElement("li");
    li.dataset.id = e.id;
    const what = document.createElement("span");
    const who = [0, 1].map((i) => `${e.players[i]}: ${e.sides[i] || (e.open[i] ? "open" : "a person")}`).join(", ");
    what.textContent = `${e.game}${e.setup ? ` (${e.setup})` : ""} — ${who}${e.clock ? ` — clock ${e.clock}` : ""}${e.ply ? ` — ${e.ply} moves` : ""}`;
    li.append(what);
    for (const i of [0, 1]) {
      if (!e.open[i]) continue;
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = `Play ${e.players[i]}`;
      b.dataset.side = i === 0 ? "first" : "second";
      b.addEventListener("click", async () => {
        try {
          const a = await api("POST", `/api/games/${e.id}/join`, { side: b.dataset.side });
          location.assign(`/g/${a.id}#seat=${a.tokens[i]}`);
        } catch (err) {
          $("f-error").textContent = err.message;
          showLobby(api);
        }
      });
      li.append(b);
    }
    return li;
  }));
}

// hideLobby hides the lobby while a game is shown.
export function hideLobby() {
  $("lobby").hidden = true;
  clearTimeout(st.lobbyTimer);
}
