// app.js runs the page: the new-game form, the board fed by the server's
// game state, the bots' progress by Server-Sent Events, the controls
// around the game, and the analysis: the evaluation bar and graph, the
// glyphs in the move list and the best move on the board. How a person
// makes a move (clicks, drags, confirmation, animation, the keyboard) is
// input.js's.

import { legendSample, sideColour } from "./board.js";
import { cancelTurn, drawBoard as drawBoardOf, initInput, readClicks, renderTurn, sendMove } from "./input.js";
import * as seats from "./seats.js";
import { send, openEvents, gameURL, homeURL, gameOf, recordLink, serverless } from "./transport.js";

const $ = (id) => document.getElementById(id);

const ui = {
  games: [],          // the registered games, from /api/games
  game: null,         // the current game's view, from the server
  clicks: [],         // the clicks of the turn in progress
  flipped: false,
  review: null,       // an earlier position being viewed, or null
  events: null,       // the EventSource of the current game
  preview: null,      // {key, diagram}: the board in the middle of the turn
  hint: [],           // the cells of the thinking bot's preferred move
  busy: false,        // the position (game|ply) a move is being sent from, or false
};

async function api(method, path, body) {
  const opts = { method, headers: seats.headers(path) };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const r = await send(path, opts);
  const data = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(data.error || `${r.status} ${r.statusText}`);
  return data;
}

// ---- the new-game form ----

async function showSetup() {
  // A board with no server has no seats: nobody else can reach it.
  if (serverless) for (const id of ["f-seats", "f-lobby"]) $(id).closest("label").hidden = true;
  stopEvents();
  ui.game = null;
  $("play").hidden = true;
  $("setup").hidden = false;
  seats.showLobby(api);
  if (!ui.games.length) {
    let data;
    try {
      data = await api("GET", "/api/games");
    } catch (e) {
      $("f-error").textContent = `The games could not be listed: ${e.message}`;
      return;
    }
    ui.games = data.games;
    $("f-bothelp").textContent = `Bots: ${data.botHelp}. Time per move at most ${data.maxTime}.`;
    for (const i of [0, 1]) $(`f-time-${i}`).title = `at most ${data.maxTime}`;
    $("f-game").replaceChildren(...ui.games.map((g) => new Option(g.name, g.name)));
  }
  formGame();
}

function formGame() {
  const g = ui.games.find((x) => x.name === $("f-game").value) ?? ui.games[0];
  if (!g) return;
  $("f-summary").textContent = g.summary;
  // The game's Learn page (learn.js), where it has worked examples.
  $("f-learn").hidden = !g.lessons;
  $("f-learn").href = serverless ? `learn.html#${g.name}` : `/learn/${g.name}`;
  $("f-learn").textContent = `Learn ${g.summary.split(" (")[0] || g.name}: the rules' worked examples on the board`;
  $("f-setup-wrap").hidden = !g.setups.length;
  $("f-setup").replaceChildren(...g.setups.map((s) => {
    const name = s.split(":")[0];
    return new Option(s, name);
  }));
  $("f-size-wrap").hidden = !g.sizes;
  if (g.sizes) Object.assign($("f-size"), {min: g.sizes.min, max: g.sizes.max, value: g.sizes.default});
  formOptions(g.options ?? []);
  // The bot menus: the levels first, then the other bots by name, then
  // a specification of one's own (engine options and all), whose field
  // suggests the same bots and a few with options.
  const levels = Array.from({length: maxLevel}, (_, i) => `level:${i + 1}`);
  const named = ["random", "greedy", "alphabeta", "mcts", ...(g.bots ?? []).map((b) => b.name)];
  const group = (label, options) => {
    const o = document.createElement("optgroup");
    o.label = label;
    o.append(...options);
    return o;
  };
  for (const i of [0, 1]) {
    $(`f-name-${i}`).textContent = g.players[i];
    $(`f-bot-${i}`).replaceChildren(
      group("Levels", levels.map((b, n) => new Option(`level ${n + 1}${levelWords[n] ?? ""}`, b))),
      group("Bots", named.map((b) => new Option(b, b))),
      group("Advanced", [new Option("a specification of your own…", "advanced")]));
    $(`f-bot-${i}`).value = defaultLevel;
  }
  $("f-kind-0").value = "human";
  $("f-kind-1").value = "bot";
  const bots = [...levels, ...named, "alphabeta:3", "alphabeta:500ms:threads=2", "mcts:1s:c=0.5"];
  $("bot-list").replaceChildren(...bots.map((b) => new Option(b, b)));
  formKinds();
}

// The levels of the bot menus (bot.MaxLevel), the one a new game offers,
// and the words beside the ends of the ladder.
const maxLevel = 10;
const defaultLevel = "level:3";
const levelWords = { 0: " (a beginner)", 9: " (the strongest)" };

// formSpec returns the bot specification side i of the form asks for.
function formSpec(i) {
  const v = $(`f-bot-${i}`).value;
  return v === "advanced" ? $(`f-spec-${i}`).value.trim() : v;
}

// timeless reports whether a bot plays without a time per move: a level,
// random or greedy, which the form asks no time of.
function timeless(spec) {
  return /^(level|random|greedy)(:|$)/.test(spec);
}

// formOptions shows an input for each of the game's rule options, set to
// its default: on or off for a bool, the value's text for a number.
function formOptions(options) {
  $("f-options").hidden = !options.length;
  $("f-options").replaceChildren(...options.map((o) => {
    let input;
    if (o.kind === "bool") {
      input = document.createElement("select");
      input.append(new Option("on", "on"), new Option("off", "off"));
    } else {
      input = Object.assign(document.createElement("input"), {type: "text", size: 6, spellcheck: false});
    }
    input.value = o.default;
    input.dataset.option = o.name;
    input.dataset.default = o.default;
    const label = document.createElement("label");
    label.title = `${o.help} (${o.want}; ${o.default} by default)`;
    label.append(`${o.name} `, input);
    return label;
  }));
}

// formOptionValues returns the options whose inputs differ from their
// defaults, by name.
function formOptionValues() {
  const out = {};
  for (const el of $("f-options").querySelectorAll("[data-option]")) {
    const v = el.value.trim();
    if (v !== el.dataset.default) out[el.dataset.option] = v;
  }
  return out;
}

// formKinds shows, for each side, the bot menu where a bot plays it, the
// time per move where its bot takes one, and the field of a
// specification of one's own with the bots' help where it is chosen.
function formKinds() {
  let advanced = false, levels = false;
  for (const i of [0, 1]) {
    const bot = $(`f-kind-${i}`).value === "bot";
    const own = bot && $(`f-bot-${i}`).value === "advanced";
    const side = $(`f-bot-${i}`).closest(".side");
    $(`f-bot-${i}`).hidden = !bot;
    side.querySelector(".f-spec-wrap").hidden = !own;
    side.querySelector(".f-time-wrap").hidden = !bot || timeless(formSpec(i));
    advanced ||= own;
    levels ||= bot && !own;
  }
  $("f-bothelp").hidden = !advanced;
  $("f-levelhelp").hidden = !levels;
}

async function startGame(ev) {
  ev.preventDefault();
  $("f-error").textContent = "";
  const sides = [0, 1].map((i) => {
    if ($(`f-kind-${i}`).value !== "bot") return { bot: "human", time: "" };
    const bot = formSpec(i);
    return { bot, time: timeless(bot) ? "" : $(`f-time-${i}`).value.trim() };
  });
  const body = {
    game: $("f-game").value, setup: $("f-setup-wrap").hidden ? "" : $("f-setup").value,
    size: $("f-size-wrap").hidden ? 0 : Number($("f-size").value) || 0,
    position: $("f-position").value.trim(), options: formOptionValues(), sides, ...seats.formFields(),
  };
  try {
    const a = await api("POST", "/api/games", body);
    history.pushState(null, "", a.tokens ? seats.created(a) : gameURL(a.id));
    await openGame(a.id);
  } catch (e) {
    $("f-error").textContent = e.message;
  }
}

// ---- a game ----

// getGame reads a game's view. It names the click tree the page holds, so
// that the server sends that tree once per position (docs/server.md).
async function getGame(id) {
  const held = ui.game?.id === id ? ui.game.clicks : null;
  if (held?.key) {
    const g = await api("GET", `/api/games/${id}?clicks=${encodeURIComponent(held.key)}`);
    if (readClicks(g, held)) return g;
  }
  return api("GET", `/api/games/${id}`);
}

async function openGame(id) {
  $("setup").hidden = true;
  $("play").hidden = false;
  seats.hideLobby();
  ui.review = null;
  ui.clicks = [];
  try {
    const g = await getGame(id);
    await seats.open(g, api);
    setGame(g);
  } catch (e) {
    $("play").hidden = true;
    await showSetup();
    $("f-error").textContent = `Game ${id}: ${e.message}`;
    return;
  }
  startEvents(id);
}

function stopEvents() {
  if (ui.events) ui.events.close();
  ui.events = null;
}

function startEvents(id) {
  stopEvents();
  const es = openEvents(`/api/games/${id}/events`);
  ui.events = es;
  // A stream opened again (after a restart, or the game back in memory)
  // may have missed changes: the game is read again.
  let opened = false;
  es.addEventListener("open", () => {
    if (opened && ui.game?.id === id) getGame(id).then(setGame, () => {});
    opened = true;
  });
  es.addEventListener("update", async (ev) => {
    const u = JSON.parse(ev.data);
    if (!ui.game || ui.game.id !== id) return;
    if (u.version !== ui.game.version) {
      try {
        setGame(await getGame(id));
      } catch (e) { /* the next update retries */ }
    } else {
      showThinking(u.thinking);
      if (u.analysis && ui.game.analysis) {
        Object.assign(ui.game.analysis, u.analysis);
        showAnalysis();
      }
    }
  });
}

function setGame(g) {
  readClicks(g, ui.game?.id === g.id ? ui.game.clicks : null);
  // A turn in progress survives updates that leave the position as it
  // was (a bot's thinking, a note, the analysis): only another game or
  // another position starts it again.
  const changed = !ui.game || ui.game.id !== g.id || ui.game.ply !== g.ply || ui.game.position !== g.position;
  if (changed) {
    ui.clicks = [];
    ui.pending = null;
  }
  if (!ui.game || ui.game.id !== g.id) $("analysis-box").open = g.over || !!g.analysis;
  ui.game = g;
  render();
}

function humanToMove() {
  const g = ui.game;
  if (!g || g.over || ui.review) return false;
  const i = g.toMove === "first" ? 0 : g.toMove === "second" ? 1 : -1;
  return i >= 0 && !g.sides[i].bot && seats.mayMove(g, i);
}

// sideLabel names side i of game g: "person", or its bot with its time
// per move where it has one ("alphabeta (1s)"; a level has none).
function sideLabel(g, i) {
  const s = g.sides[i];
  if (!s.bot) return "person";
  return s.time ? `${s.bot} (${s.time})` : s.bot;
}

function render() {
  const g = ui.game;
  if (!g) return;
  const view = ui.review ?? g;
  const mine = humanToMove();

  // Status.
  let status;
  if (ui.review) status = `Position after ${ui.review.ply} move${ui.review.ply === 1 ? "" : "s"}`;
  else if (g.over) status = `Game over: ${[g.result, endReason(g)].filter(Boolean).join(": ")}`;
  else {
    const i = g.toMove === "first" ? 0 : 1;
    status = `${g.players[i]} to move${g.sides[i].bot ? ` (${g.sides[i].bot})` : mine ? " (you)" : ""}`;
  }
  if (!ui.review && g.moves.length) status += ` · last move ${g.moves[g.moves.length - 1]}`;
  $("status").textContent = status;

  drawBoard();

  // The turn in progress (input.js).
  renderTurn();
  $("type-form").hidden = !mine;
  // Games without a board description: the legal moves as buttons.
  const legal = mine && !g.clicks ? g.legal ?? [] : [];
  $("legal-list").hidden = !legal.length;
  $("legal-list").replaceChildren(...legal.map((m) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = m;
    b.dataset.move = m;
    b.addEventListener("click", () => sendMove(m));
    return b;
  }));

  // Players.
  $("players").replaceChildren(...[0, 1].map((i) => {
    const d = document.createElement("div");
    const p = i === 0 ? "first" : "second";
    d.className = `player${!g.over && g.toMove === p ? " to-move" : ""}`;
    d.innerHTML = "<span></span><span></span>";
    d.children[0].textContent = `${g.toMove === p && !g.over ? "▶ " : ""}${g.players[i]}`;
    d.children[1].textContent = sideLabel(g, i);
    return d;
  }));

  // Result.
  $("result").hidden = !g.over;
  if (g.over) {
    const w = g.winner === "first" ? 0 : g.winner === "second" ? 1 : -1;
    $("result").textContent = w >= 0 ? `${g.result} — ${g.players[w]} (${sideLabel(g, w)})` : g.result;
    const why = endReason(g);
    if (why) {
      const r = document.createElement("span");
      r.className = "reason";
      r.textContent = why;
      $("result").appendChild(r);
    }
  }

  showThinking(g.thinking);
  const bots = g.sides.every((s) => s.bot);
  $("watch").hidden = !bots || g.over;
  $("btn-pause").textContent = g.paused ? "Resume" : "Pause";
  $("btn-step").hidden = !g.paused;
  $("watch-speed").value = String(g.delayMs);
  $("btn-undo").disabled = g.ply === 0;
  recordLink($("btn-record"), g.id);
  $("review").hidden = !ui.review;

  // Moves, numbered per full move as players read them: a row holds the
  // first side's move and the second's answer, "1. d3 c5"; a row that
  // starts with the second side's move (a start position with the second
  // to move) has "…" for the first's.
  const current = ui.review ? ui.review.ply : g.ply;
  const judged = g.analysis?.moves ?? [];
  const rows = [];
  let row = null;
  g.moves.forEach((m, i) => {
    const second = g.movers?.[i] === "second";
    if (!row || !second || row.dataset.full) {
      row = document.createElement("li");
      const num = document.createElement("span");
      num.className = "num";
      num.textContent = `${rows.length + 1}.`;
      row.appendChild(num);
      if (second) {
        const none = document.createElement("span");
        none.className = "none";
        none.textContent = "…";
        row.appendChild(none);
      }
      rows.push(row);
    }
    if (second) row.dataset.full = "1";
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.ply = String(i + 1);
    if (i + 1 === current) b.classList.add("current");
    if (i + 1 === g.ply) b.classList.add("last");
    b.textContent = m;
    const j = judged[i];
    if (j?.glyph) {
      const gl = document.createElement("span");
      gl.className = `glyph glyph-${glyphNames[j.glyph] ?? "other"}`;
      gl.textContent = j.glyph;
      gl.title = `${glyphNames[j.glyph] ?? j.glyph}${j.best?.length ? `; best ${j.best.join(" ")}` : ""}`;
      b.appendChild(gl);
    }
    b.addEventListener("click", () => reviewAt(i + 1));
    row.appendChild(b);
  });
  $("moves").replaceChildren(...rows);
  const cur = $("moves").querySelector(".current");
  if (cur && !ui.review) cur.scrollIntoView({ block: "nearest" });
  $("position").value = view.position;
  const l = g.last;
  let found = "";
  if (l) {
    const parts = [];
    if (l.depth) parts.push(`depth ${l.depth}`);
    if (l.score) parts.push(`score ${l.score}`);
    if (l.nodes) parts.push(`${l.nodes} nodes`);
    parts.push(`${l.elapsedMs} ms`);
    if (l.pv?.length > 1) parts.push(`line ${l.pv.join(" ")}`);
    found = `Last bot move ${l.move}: ${parts.join(", ")}`;
  }
  $("last-search").textContent = found;
  $("note").textContent = g.note ?? "";
  showAnalysis();
  seats.render(g);
  document.body.dataset.over = g.over ? "1" : "0";
  document.body.dataset.ply = String(g.ply);
}

// drawBoard draws the board (input.js) and its notes and legend; soft is
// for a bot's progress, which waits for a move being animated.
function drawBoard(soft = false) {
  showKey(drawBoardOf(soft));
}

// showKey shows the notes of diagram d (scores, supplies, turn counters)
// beside the board and its legend under it, each entry's sample drawn as
// the board draws it.
function showKey(d) {
  $("notes").replaceChildren(...(d?.notes ?? []).map((n) => {
    const li = document.createElement("li");
    li.textContent = n;
    return li;
  }));
  $("notes").hidden = !d?.notes?.length;
  $("legend").replaceChildren(...(d?.legend ?? []).map((e) => {
    const li = document.createElement("li");
    const t = document.createElement("span");
    t.textContent = e.text;
    li.append(legendSample(d, e), t);
    return li;
  }));
  $("legend").hidden = !d?.legend?.length;
}

// endReason says why game g ended, as the game says it (the server's
// reason, from ply.EndReasoner): "White filled its own home with balls
// (rule E2)". It is empty while the game goes on.
function endReason(g) {
  if (g.ending) return g.ending.text;
  return g.over ? g.reason ?? "" : "";
}

// ---- the analysis ----

const glyphNames = { "??": "blunder", "?": "mistake", "?!": "inaccuracy", "!": "good" };

// viewedPly is the number of moves before the position on the board.
function viewedPly() {
  return ui.review ? ui.review.ply : ui.game.ply;
}

// bestCells returns the cells of the best move of the position viewed, as
// the finished analysis found it.
function bestCells() {
  const a = ui.game?.analysis;
  if (a?.state !== "done") return [];
  return a.moves?.[viewedPly()]?.bestCells ?? [];
}

async function analyse() {
  const g = ui.game;
  if (!g) return;
  $("an-status").textContent = "";
  try {
    setGame(await api("POST", `/api/games/${g.id}/analyze`, { bot: $("an-bot").value.trim(), time: $("an-time").value.trim() }));
  } catch (e) {
    $("an-status").textContent = e.message;
  }
}

async function stopAnalysis() {
  const g = ui.game;
  if (!g) return;
  try {
    setGame(await api("POST", `/api/games/${g.id}/analyze`, { stop: true }));
  } catch (e) {
    $("an-status").textContent = e.message;
  }
}

// showAnalysis shows the analysis: its progress, the evaluation bar and
// graph, the best line and the summaries.
function showAnalysis() {
  const g = ui.game;
  const a = g?.analysis;
  const running = a?.state === "running";
  $("btn-analyze").disabled = running || !g?.ply;
  $("btn-analyze-stop").hidden = !running;
  $("an-progress").hidden = !running;
  if (running) {
    $("an-progress").max = a.total || 1;
    $("an-progress").value = a.done;
  }
  let status = "";
  if (a) {
    switch (a.state) {
      case "running": status = `Analysing with ${a.bot} (${a.time} a position): ${a.done} of ${a.total} positions`; break;
      case "done": status = a.recorded ? `The record's analysis${a.bot ? `, by ${a.bot}` : ""}.` : `Analysed with ${a.bot}, ${a.time} a position.`; break;
      case "stopped": status = "The analysis was stopped."; break;
      default: status = `The analysis failed: ${a.error}`;
    }
    if (a.state === "done" && a.error) status += ` ${a.error}`;
  } else if (g && !g.ply) status = "No moves to analyse yet.";
  $("an-status").textContent = status;
  document.body.dataset.analysis = a?.state ?? "";
  const done = a?.state === "done" && a.expected?.length === (g?.moves.length ?? 0) + 1;
  $("an-summary").replaceChildren(...(done ? [0, 1] : []).map((i) => {
    const li = document.createElement("li");
    li.textContent = `${g.players[i]}: ${a.summary[i]}`;
    return li;
  }));
  $("eval-bar").hidden = !done;
  $("graph").hidden = !done;
  if (!done) {
    $("an-best").textContent = "";
    return;
  }
  const n = viewedPly();
  const d = g.diagram ?? ui.review?.diagram;
  const x = a.expected[n];
  if (d) {
    $("eval-bar").style.setProperty("--eval-first", sideColour(d, 0));
    $("eval-bar").style.setProperty("--eval-second", sideColour(d, 1));
  }
  $("eval-fill").style.height = `${(x * 100).toFixed(1)}%`;
  $("eval-text").textContent = a.eval[n] || (g.over && n === g.ply ? g.result : "");
  $("eval-bar").setAttribute("aria-valuenow", String(Math.round(x * 100)));
  $("eval-bar").title = `${g.players[0]}: expected result ${(x * 100).toFixed(0)}%${a.eval[n] ? `, evaluation ${a.eval[n]}` : ""}`;
  const j = a.moves[n];
  $("an-best").textContent = j ? `Best here: ${j.best?.join(" ") ?? ""}${j.words ? ` (${j.words})` : ""}` : "";
  drawGraph(a, n);
}

// drawGraph draws the expected result for the first player of every
// position, a point a position; clicking a point shows that position.
function drawGraph(a, current) {
  const NS = "http://www.w3.org/2000/svg";
  const el = (name, attrs, parent) => {
    const e = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    parent?.appendChild(e);
    return e;
  };
  const W = 600, H = 120, pad = 6, n = a.expected.length;
  const px = (i) => pad + (n > 1 ? (i * (W - 2 * pad)) / (n - 1) : (W - 2 * pad) / 2);
  const py = (x) => pad + (1 - x) * (H - 2 * pad);
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "eval-graph" });
  el("title", {}, svg).textContent = `Expected result of ${ui.game.players[0]}, position by position`;
  el("rect", { x: 0, y: 0, width: W, height: H, fill: "#fbf8f1", stroke: "#d5ccb8" }, svg);
  const pts = a.expected.map((x, i) => `${px(i).toFixed(1)},${py(x).toFixed(1)}`);
  // The area above the middle in the first player's colour, below it in
  // the second's.
  const d = ui.game.diagram;
  const defs = el("defs", {}, svg);
  const clip = (id, y, h) => el("rect", { x: 0, y, width: W, height: h }, el("clipPath", { id }, defs));
  clip("graph-above", 0, py(0.5));
  clip("graph-below", py(0.5), H - py(0.5));
  const area = `${px(0)},${py(0.5)} ${pts.join(" ")} ${px(n - 1)},${py(0.5)}`;
  el("polygon", { points: area, fill: d ? sideColour(d, 0) : "#262626", "fill-opacity": 0.35, "clip-path": "url(#graph-above)" }, svg);
  el("polygon", { points: area, fill: d ? sideColour(d, 1) : "#9e9e9e", "fill-opacity": 0.35, "clip-path": "url(#graph-below)" }, svg);
  el("line", { x1: pad, x2: W - pad, y1: py(0.5), y2: py(0.5), stroke: "#7d7462", "stroke-dasharray": "4 3" }, svg);
  el("polyline", { points: pts.join(" "), fill: "none", stroke: "#22201c", "stroke-width": 2 }, svg);
  el("line", { x1: px(current), x2: px(current), y1: pad, y2: H - pad, stroke: "#1565c0", "stroke-width": 2, class: "current" }, svg);
  const colours = { "??": "#b3261e", "?": "#e65100", "?!": "#c9a800", "!": "#2e7d32" };
  a.expected.forEach((x, i) => {
    // Point i is the position after i moves; the glyph is of move i.
    const glyph = i > 0 ? a.moves[i - 1]?.glyph : "";
    const p = el("circle", {
      cx: px(i), cy: py(x), r: glyph ? 6 : 4, fill: colours[glyph] ?? (i === current ? "#1565c0" : "#22201c"),
      stroke: "#fff", "stroke-width": 1.5, class: "point", tabindex: 0, "data-ply": i,
    }, svg);
    if (glyph) p.dataset.glyph = glyph;
    el("title", {}, p).textContent = `${i ? `after ${i}. ${ui.game.moves[i - 1]}${glyph}` : "start"}: ${a.eval[i] || "end"}`;
    p.addEventListener("click", () => reviewAt(i));
    p.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); reviewAt(i); }
    });
  });
  $("graph").replaceChildren(svg);
}

function showThinking(t) {
  const g = ui.game;
  const hint = t?.cells ?? [];
  if (hint.join(" ") !== ui.hint.join(" ")) {
    ui.hint = hint;
    if (g) drawBoard(true);
  }
  $("thinking").hidden = !t;
  if (!t || !g) return;
  const i = t.side === "first" ? 0 : 1;
  const lines = [`${g.players[i]} (${g.sides[i].bot}) is thinking…`];
  if (t.depth) lines.push(`depth ${t.depth}${t.score ? `, score ${t.score}` : ""}, ${t.nodes} nodes, ${(t.elapsedMs / 1000).toFixed(1)} s`);
  if (t.pv?.length) lines.push(`line: ${t.pv.join("  ")}`);
  $("think-text").textContent = lines.join("\n");
}

async function reviewAt(n) {
  const g = ui.game;
  if (n === g.ply) {
    ui.review = null;
    render();
    return;
  }
  try {
    ui.review = await api("GET", `/api/games/${g.id}/view?ply=${n}`);
    ui.clicks = [];
    ui.pending = null;
    render();
  } catch (e) {
    $("play-error").textContent = e.message;
  }
}

async function post(path, body = {}) {
  const g = ui.game;
  if (!g) return;
  $("play-error").textContent = "";
  try {
    const r = await api("POST", `/api/games/${g.id}/${path}`, body);
    if (r.id) setGame(r);
  } catch (e) {
    $("play-error").textContent = e.message;
  }
}

async function loadRecord(file) {
  const text = await file.text();
  try {
    const { id } = await api("POST", "/api/load", { record: text });
    history.pushState(null, "", gameURL(id));
    await openGame(id);
  } catch (e) {
    if (!$("play").hidden) $("play-error").textContent = e.message;
    else $("f-error").textContent = e.message;
  }
}

function route() {
  const id = gameOf(location);
  if (id) seats.tokenFor(id);
  if (id) openGame(id);
  else showSetup();
}

function init() {
  $("f-game").addEventListener("change", formGame);
  for (const i of [0, 1]) {
    for (const id of [`f-kind-${i}`, `f-bot-${i}`, `f-spec-${i}`]) $(id).addEventListener("change", formKinds);
  }
  $("new-form").addEventListener("submit", startGame);
  $("btn-new").addEventListener("click", () => {
    history.pushState(null, "", homeURL());
    showSetup();
  });
  $("load-file").addEventListener("change", (ev) => {
    const f = ev.target.files?.[0];
    if (f) loadRecord(f);
    ev.target.value = "";
  });
  $("btn-cancel").addEventListener("click", cancelTurn);
  initInput(ui, { api, render, setGame, reviewAt, humanToMove, showKey, bestCells });
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") cancelTurn();
  });
  $("type-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const m = $("type-move").value.trim();
    if (m) sendMove(m).then(() => { $("type-move").value = ""; });
  });
  $("btn-undo").addEventListener("click", () => { ui.review = null; post("undo"); });
  $("btn-flip").addEventListener("click", () => { ui.flipped = !ui.flipped; render(); });
  $("btn-copy").addEventListener("click", async () => {
    const text = $("position").value;
    try {
      await navigator.clipboard.writeText(text);
      $("note").textContent = "Position copied.";
    } catch {
      $("position").select();
      $("note").textContent = "Select and copy the position below.";
    }
  });
  $("btn-movenow").addEventListener("click", () => post("movenow"));
  $("btn-pause").addEventListener("click", () => post("watch", { paused: !ui.game.paused }));
  $("btn-step").addEventListener("click", () => post("watch", { step: true }));
  $("watch-speed").addEventListener("change", (ev) => post("watch", { delayMs: Number(ev.target.value) }));
  $("btn-live").addEventListener("click", () => { ui.review = null; render(); });
  $("btn-analyze").addEventListener("click", analyse);
  $("btn-analyze-stop").addEventListener("click", stopAnalysis);
  window.addEventListener("popstate", route);
  // A page kept in the back-forward cache must not hold its event stream:
  // browsers allow a few connections per server, and navigation waits.
  window.addEventListener("pagehide", stopEvents);
  window.addEventListener("pageshow", (ev) => {
    if (ev.persisted && ui.game) route();
  });
  route();
}

init();
