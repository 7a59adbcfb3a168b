// input.js is how a person makes a move on the page: clicks and drags
// through the legal moves' click paths, the turn so far drawn on the
// board, a click that continues no move refused with a flash and a reason,
// a completed turn confirmed (and a move that loses at once warned of)
// before it is sent, moves animated as they are drawn, the move list
// walked with the keyboard, resignations and draw offers, and the
// settings (confirm, sounds, animations) kept in localStorage.

import { draw } from "./board.js";
import { animate } from "./anim.js";
import { sound } from "./sound.js";

const $ = (id) => document.getElementById(id);

let ui = null;    // the page's state (app.js)
let hooks = null; // {api, render, setGame, reviewAt, humanToMove, showKey}

// ---- settings ----

// confirmMode is when a completed turn waits for Confirm: "auto" (the
// default: when one click made it where other moves take more, so that
// Mapello's and Pathway's one-click moves are played at once), "single"
// (whenever one click made it), "always" or "never". A move that loses
// at once is always confirmed.
export function confirmMode() {
  const v = localStorage.getItem("ply.confirm");
  return v === "single" || v === "always" || v === "never" ? v : "auto";
}

// longerTurns reports whether a move of the position takes more than one
// click.
function longerTurns() {
  return Object.values(ui.game?.clicks?.tree ?? {}).some((n) => typeof n === "object");
}

function animationsOn() {
  return localStorage.getItem("ply.animate") !== "0";
}

// ---- the click tree ----

// readClicks gives the view g the click tree as nested objects, click to
// node, a leaf the index of its move, from the compact form the server
// sends (docs/server.md): the cells clicked, and the trie as arrays of
// pairs, a cell's index and the node it leads to. A view that brings the
// key alone of the tree the page holds (held) gets the page's tree; it
// returns false if the page holds another.
export function readClicks(g, held) {
  const c = g.clicks;
  if (!c || c.tree) return true;
  if (!c.trie) {
    if (held?.key !== c.key || !held.tree) return false;
    g.clicks = held;
    return true;
  }
  const walk = (n) => {
    if (typeof n === "number") return n;
    const node = {};
    for (let i = 0; i + 1 < n.length; i += 2) node[c.cells[n[i]]] = walk(n[i + 1]);
    return node;
  };
  c.tree = walk(c.trie);
  return true;
}

// onlyMove returns the move index of every path below node, if they all
// enter one move, else -1.
export function onlyMove(node) {
  let found = -1;
  const walk = (n) => {
    if (typeof n === "number") {
      if (found === -1) found = n;
      return found === n;
    }
    for (const k of Object.keys(n)) if (!walk(n[k])) return false;
    return true;
  };
  return walk(node) ? found : -1;
}

// onlyMoveOf returns the move index of every path below all of nodes, if
// they all enter one move, else -1.
function onlyMoveOf(nodes) {
  let found = -1;
  for (const n of nodes) {
    const m = onlyMove(n);
    if (m < 0 || (found >= 0 && m !== found)) return -1;
    found = m;
  }
  return found;
}

// reach returns where the clicks so far lead in the click tree: next, the
// clicks that continue them, and only, the move they enter if every path
// they begin enters one (else -1); null if they begin no path. The clicks
// of each of the tree's groups (docs/server.md) come in any order: the
// tree holds each path in one, so the clicks of a group are matched as a
// set, each path of the group's length below the nodes reached so far
// tried; after the groups the clicks follow the tree.
export function reach(clicks) {
  const c = ui.game?.clicks;
  if (!c?.tree) return null;
  let nodes = [c.tree];
  let at = 0;
  for (const grp of c.groups ?? []) {
    const got = clicks.slice(at, at + grp.len);
    if (new Set(got).size !== got.length) return null;
    const ends = [], next = new Set();
    const down = (n, path) => {
      if (path.length === grp.len || typeof n !== "object") {
        if (got.every((k) => path.includes(k))) {
          ends.push(n);
          for (const k of path) if (!got.includes(k)) next.add(k);
        }
        return;
      }
      // Too few clicks left in the group to take those not yet met.
      if (got.filter((k) => !path.includes(k)).length > grp.len - path.length) return;
      for (const k of Object.keys(n)) if (!path.includes(k)) down(n[k], [...path, k]);
    };
    for (const n of nodes) down(n, []);
    if (!ends.length && (got.length || at)) return null;
    if (got.length < grp.len) return { next: [...next], only: clicks.length ? onlyMoveOf(ends) : -1 };
    nodes = ends;
    at += grp.len;
  }
  for (const k of clicks.slice(at)) {
    nodes = nodes.filter((n) => typeof n === "object" && k in n).map((n) => n[k]);
    if (!nodes.length) return null;
  }
  const next = new Set();
  for (const n of nodes) if (typeof n === "object") for (const k of Object.keys(n)) next.add(k);
  return { next: [...next], only: clicks.length ? onlyMoveOf(nodes) : -1 };
}

// groupAt returns the tree's group that the next click after clicks falls
// in, with the clicks left in it, or null after the groups.
function groupAt(clicks) {
  let at = 0;
  for (const [i, grp] of (ui.game?.clicks?.groups ?? []).entries()) {
    if (clicks.length < at + grp.len) return { index: i, left: at + grp.len - clicks.length, start: at };
    at += grp.len;
  }
  return null;
}

// whatNext says what the clicks after clicks do, where the tree has
// groups: "place a square ×2, then place a round ×2"; "" otherwise.
function whatNext(clicks) {
  const groups = ui.game?.clicks?.groups ?? [];
  const g = groupAt(clicks);
  if (!g) return "";
  const say = (grp, n) => (n > 1 ? `${grp.each} ×${n}` : grp.each);
  return [say(groups[g.index], g.left), ...groups.slice(g.index + 1).map((grp) => say(grp, grp.len))].join(", then ");
}

function cellNames() {
  return new Set((ui.game?.diagram?.cells ?? []).map((c) => c.name));
}

// nextClicks returns the clicks that continue the turn so far.
function nextClicks() {
  return hooks.humanToMove() && !ui.pending ? reach(ui.clicks)?.next ?? [] : [];
}

// ---- clicks ----

// say writes the status line of the turn: why a click was refused, what
// a click did.
function say(text) {
  $("feedback").textContent = text;
}

// refuse flashes cell (or token) name and says why the click continues
// no move.
function refuse(name, why) {
  say(why);
  sound("error");
  document.body.dataset.refused = name;
  document.body.dataset.refusals = String(Number(document.body.dataset.refusals ?? 0) + 1);
  const hit = document.querySelector(`#board [data-cell="${CSS.escape(name)}"]`);
  if (!hit) return;
  hit.classList.remove("refused");
  void hit.getBBox(); // restart the flash
  hit.classList.add("refused");
  setTimeout(() => hit.classList.remove("refused"), 700);
}

// click takes one click of the turn: a cell's or a token's name; how is
// "click" or "drag" (a drop).
export function click(name, how = "click") {
  const g = ui.game;
  if (!g) return;
  if (ui.review) return refuse(name, `You are viewing an earlier position: press End or “Back to the game” to play.`);
  if (g.over) return refuse(name, "The game is over.");
  if (!hooks.humanToMove()) {
    const i = g.toMove === "first" ? 0 : 1;
    return refuse(name, `${g.players[i]} is to move: wait for ${g.sides[i].bot ?? "the other player"}.`);
  }
  if (sending()) return;
  if (ui.pending) {
    const p = ui.pending;
    // The last click again confirms; any other drops the completed turn
    // and counts from the clicks before it.
    if (how === "click" && name === p.clicks[p.clicks.length - 1]) return confirmMove();
    ui.pending = null;
    ui.clicks = p.clicks.slice(0, -1);
  }
  const at = reach(ui.clicks);
  const group = groupAt(ui.clicks);
  let clicks;
  if (at?.next.includes(name)) {
    clicks = [...ui.clicks, name];
    say("");
  } else if (group && ui.clicks.slice(group.start).includes(name)) {
    // A cell clicked already in the group under way: that click is taken
    // back, the others of the group kept.
    clicks = ui.clicks.filter((c, i) => i < group.start || c !== name);
    say(`${name} taken back: ${whatNext(clicks)}.`);
  } else if (ui.clicks.length <= 1 && reach([])?.next.includes(name)) {
    // Another first click: the piece picked is changed, and it says so.
    say(ui.clicks.length ? `${ui.clicks[0]} put back: the turn starts again from ${name}.` : "");
    clicks = [name];
  } else {
    const why = !g.clicks
      ? "Type the move, or choose it below."
      : ui.clicks.length
        ? `${name} does not continue ${ui.clicks.join(" → ")}: click a cell marked with a dot, or Esc to start again.`
        : `No move starts at ${name}: the cells marked with a dot start one.`;
    if (ui.clicks.length) render();
    refuse(name, why);
    if (g.clicks && !ui.clicks.length) explain(name);
    return;
  }
  ui.clicks = clicks;
  const only = reach(clicks)?.only ?? -1;
  if (only >= 0) return complete(only);
  render();
  fetchPreview();
}

function render() {
  hooks.render();
}

// explain asks the server why a first click on cell name starts no move,
// where the game reads the cell as a whole move and refuses it (a
// placement the rules forbid), and says the rule in place of the general
// message.
async function explain(name) {
  const g = ui.game;
  try {
    const r = await hooks.api("POST", `/api/games/${g.id}/preview`, { move: name, ply: g.ply });
    if (r.refused && positionKey(ui.game) === positionKey(g) && !ui.clicks.length && !ui.pending) say(`${r.refused}.`);
  } catch { /* the general message stands */ }
}

// complete plays the move the clicks so far leave, or, when it must be
// confirmed, draws the board after it with Confirm and Cancel.
function complete(index) {
  const g = ui.game;
  const move = g.clicks.moves[index];
  const loses = g.clicks.loses?.includes(index) ?? false;
  const mode = confirmMode();
  const asks = mode === "always" || (ui.clicks.length === 1 && (mode === "single" || (mode === "auto" && longerTurns())));
  if (!loses && !asks) {
    render();
    sendMove(move);
    return;
  }
  const key = `${g.id}|${g.ply}|${move}`;
  ui.pending = { key, move, clicks: ui.clicks, loses, diagram: null, result: "" };
  render();
  hooks.api("POST", `/api/games/${g.id}/preview`, { move, ply: g.ply }).then((r) => {
    if (ui.pending?.key !== key) return;
    ui.pending.diagram = r.diagram;
    ui.pending.result = r.over ? r.result : "";
    ui.pending.status = r.status ?? "";
    render();
  }).catch(() => { /* the board without the preview will do */ });
}

// confirmMove sends the completed turn waiting for confirmation.
export function confirmMove() {
  const p = ui.pending;
  if (!p) return;
  ui.shown = p; // the board keeps it until the game moves on
  ui.pending = null;
  sendMove(p.move);
}

// fetchPreview asks for the board with the turn so far carried out.
async function fetchPreview() {
  const g = ui.game, key = ui.clicks.join(" ");
  try {
    const r = await hooks.api("POST", `/api/games/${g.id}/preview`, { clicks: ui.clicks, ply: g.ply });
    if (r.diagram && ui.game === g && ui.clicks.join(" ") === key) {
      ui.preview = { key, diagram: r.diagram, id: g.id, ply: g.ply };
      render();
    }
  } catch { /* the board without the preview will do */ }
}

// cancelTurn drops the turn in progress, or the completed turn waiting
// for confirmation.
export function cancelTurn() {
  if (!ui.clicks.length && !ui.pending) return;
  ui.clicks = [];
  ui.pending = null;
  say("");
  render();
}

// sendMove sends a move of the person's. The event stream can bring the
// position after the reply to the move before the answer to the request
// arrives: the answer is then older than the page's view and is dropped,
// and the page takes clicks in the new position at once.
export async function sendMove(move) {
  const g = ui.game;
  $("play-error").textContent = "";
  const from = positionKey(g);
  ui.busy = from;
  try {
    const r = await hooks.api("POST", `/api/games/${g.id}/move`, { move, ply: g.ply });
    if (ui.game?.id !== r.id || r.version >= ui.game.version) hooks.setGame(r);
  } catch (e) {
    // A refusal matters while the page still shows the position the move
    // was made in.
    if (positionKey(ui.game) === from) {
      $("play-error").textContent = e.message;
      sound("error");
      ui.clicks = [];
      ui.shown = null;
      render();
    }
  } finally {
    if (ui.busy === from) ui.busy = false;
  }
}

// positionKey names a game's position: the game and its ply.
function positionKey(g) {
  return g ? `${g.id}|${g.ply}` : "";
}

// sending reports whether a move made in the position the page shows is
// on its way to the server.
function sending() {
  return !!ui.busy && ui.busy === positionKey(ui.game);
}

// renderTurn shows the turn in progress: the clicks so far, or the
// completed turn with Confirm and Cancel (and the warning of a move that
// loses at once).
export function renderTurn() {
  const g = ui.game;
  const p = ui.pending;
  const mine = hooks.humanToMove();
  $("confirm").hidden = !p;
  $("confirm").classList.toggle("loses", !!p?.loses);
  if (p) {
    // Why it ends: the board's status when it says more than the result.
    const status = (p.status ?? "").replace(/^Game over:\s*/i, "").trim();
    const why = status && status.toLowerCase() !== (p.result ?? "").toLowerCase() ? status : p.result ?? "";
    $("confirm-text").textContent = p.loses
      ? `Warning: ${p.move} loses at once${why ? ` (${why})` : ""}. Play it anyway?`
      : `Play ${p.move}?${p.result ? ` It ends the game: ${p.result}.` : ""}`;
  }
  // Where the game groups clicks, what the next ones do.
  const next = p || !g.clicks ? "" : whatNext(ui.clicks);
  $("partial").textContent = p ? "" : ui.clicks.length
    ? `Turn so far: ${ui.clicks.join(" → ")}${next ? ` — next: ${next}` : ""}`
    : mine && next ? `Your move: ${next}; click the cells of each in any order`
      : mine && g.clicks ? "Your move: click or drag on the board" : "";
  $("btn-cancel").hidden = !ui.clicks.length || !!p;
  // The tokens (such as "pass") that continue the turn, as buttons.
  const names = cellNames();
  $("tokens").replaceChildren(...nextClicks().filter((k) => !names.has(k)).map((t) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = t;
    b.dataset.token = t;
    b.addEventListener("click", () => click(t));
    return b;
  }));
  renderEnd();
}

// ---- the board, drawn and animated ----

let animSeq = 0;

// drawBoard draws the board: the position viewed, the turn so far carried
// out or the completed turn when the game draws them, the live cells and
// the bot's preferred move; from the board drawn before, a move is
// animated. With soft (a bot's progress) it waits for a running
// animation. It returns the diagram drawn, or null for a text board.
export function drawBoard(soft = false) {
  const g = ui.game;
  const view = ui.review ?? g;
  let diagram = view.diagram, kind = ui.review ? "review" : "live";
  const p = ui.pending ?? (ui.shown && ui.shown.key === `${g.id}|${g.ply}|${ui.shown.move}` ? ui.shown : null);
  if (!ui.review && p?.diagram) {
    diagram = p.diagram;
    kind = "pending";
  } else if (!ui.review && ui.clicks.length && ui.preview?.id === g.id && ui.preview.ply === g.ply && (ui.preview.key === ui.clicks.join(" ") || ui.clicks.join(" ").startsWith(`${ui.preview.key} `))) {
    // The turn so far carried out, or as far as the last preview went
    // while the next is fetched or the move sent.
    diagram = ui.preview.diagram;
    kind = "preview";
  }
  const ply = ui.review ? ui.review.ply : g.ply;
  const key = `${g.id}|${kind}|${ply}|${view.position}|${ui.clicks.join(" ")}|${p?.move ?? ""}`;
  if (!diagram) {
    $("board").hidden = true;
    $("text-board").hidden = false;
    $("text-board").textContent = view.text;
    ui.drawn = null;
    return null;
  }
  const prev = ui.drawn;
  if (ui.animating && prev?.key === key && (soft || prev.diagram === diagram || prev.kind === kind)) {
    ui.redraw = true; // the same board: drawn again once the move has moved
    return diagram;
  }
  const names = cellNames();
  const live = new Set(p ? [] : nextClicks().filter((k) => names.has(k)));
  const svg = draw(diagram, {
    flipped: ui.flipped, live, clicked: ui.review || p ? [] : ui.clicks, hint: ui.review ? [] : ui.hint,
    best: ui.clicks.length ? [] : hooks.bestCells(),
  });
  if (kind === "preview" || kind === "pending") svg.dataset.preview = "1";
  if (kind === "pending") svg.dataset.pending = "1";
  $("board").hidden = false;
  $("text-board").hidden = true;
  $("board").replaceChildren(svg);
  ui.drawn = { key, kind, ply, id: g.id, position: view.position, diagram, svg };
  if (!prev || prev.id !== g.id || prev.diagram === diagram) return diagram;
  // Which steps of the move the board drawn before carried out already.
  let done = null;
  const carried = prev.kind === "preview" || prev.kind === "pending" ? prev.diagram.arrows ?? [] : [];
  if ((kind === "live" || kind === "review") && ply === prev.ply + 1) done = carried;
  else if ((kind === "preview" || kind === "pending") && ply === prev.ply && prev.kind !== "review" && prev.position === view.position) done = carried;
  if (!done) return diagram;
  const moved = kind === "live" && ply === prev.ply + 1;
  const a = animationsOn() ? animate(prev.svg, svg, prev.diagram, diagram, done) : { kinds: [], finished: Promise.resolve() };
  if (moved) sound(g.over ? "end" : a.kinds.some((k) => k === "flip" || k === "vanish" || k === "off") ? "capture" : "move");
  if (!a.kinds.length) return diagram;
  const seq = ++animSeq;
  ui.animating = true;
  Object.assign(document.body.dataset, { animating: "1", anim: a.kinds.join(" "), animSeq: String(seq) });
  a.finished.then(() => {
    if (seq !== animSeq) return;
    ui.animating = false;
    document.body.dataset.animating = "0";
    if (ui.redraw) {
      ui.redraw = false;
      hooks.showKey(drawBoard());
    }
  });
  return diagram;
}

// ---- presses and drags ----

let drag = null;

// cellAt returns the name of the board cell under the client point.
function cellAt(x, y) {
  const el = document.elementFromPoint(x, y);
  return el?.closest?.("#board [data-cell]")?.dataset.cell ?? null;
}

// svgPoint converts a client point to the board's units.
function svgPoint(svg, x, y) {
  const m = svg.getScreenCTM();
  if (!m) return { x: 0, y: 0 };
  const p = new DOMPoint(x, y).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

// A press on a cell that continues the turn without completing it acts at
// once (a piece picked up, so that the board shows where it may go);
// a press that would complete the turn, or continues none, waits for the
// release: released where it was pressed it is a click, released on
// another cell after a drag it is a click there (a drop). A drag from a
// piece to a target is the same as clicking both.
function onDown(ev) {
  if (ev.button !== 0 || drag) return;
  const cell = ev.target.closest?.("[data-cell]")?.dataset.cell;
  if (!cell) return;
  ev.preventDefault();
  drag = { id: ev.pointerId, start: cell, x0: ev.clientX, y0: ev.clientY, moved: false, applied: false, ghost: null, over: null };
  try { $("board").setPointerCapture(ev.pointerId); } catch { /* not capturable: the document still hears it */ }
  const at = hooks.humanToMove() && !ui.pending && !sending() ? reach(ui.clicks) : null;
  if (at?.next.includes(cell) && reach([...ui.clicks, cell])?.only < 0) {
    drag.applied = true;
    click(cell);
  }
}

function onMove(ev) {
  if (!drag || ev.pointerId !== drag.id) return;
  if (!drag.moved && Math.hypot(ev.clientX - drag.x0, ev.clientY - drag.y0) < 6) return;
  drag.moved = true;
  const svg = $("board").querySelector("svg");
  if (!svg) return;
  // The piece picked up follows the pointer, drawn again on a board drawn
  // again.
  if (!drag.ghost || drag.ghost.ownerSVGElement !== svg) {
    const pcs = svg.querySelectorAll(`g.pc[data-at="${CSS.escape(drag.start)}"]`);
    const top = [...pcs].filter((e) => e.dataset.kind !== "marker").pop();
    drag.ghost = null;
    if (top) {
      const fx = svg.querySelector("g.fx") ?? svg;
      drag.ghost = top.cloneNode(true);
      drag.ghost.classList.add("dragged");
      fx.appendChild(drag.ghost);
      top.classList.add("lifted");
      const hit = svg.querySelector(`[data-cell="${CSS.escape(drag.start)}"]`);
      const cs = Number(svg.dataset.cs);
      drag.origin = { x: Number(hit.getAttribute("x")) + cs / 2, y: Number(hit.getAttribute("y")) + cs / 2 };
    }
  }
  if (drag.ghost) {
    const p = svgPoint(svg, ev.clientX, ev.clientY);
    drag.ghost.setAttribute("transform", `translate(${p.x - drag.origin.x} ${p.y - drag.origin.y})`);
  }
  const over = cellAt(ev.clientX, ev.clientY);
  if (over !== drag.over) {
    svg.querySelectorAll(".drop").forEach((e) => e.classList.remove("drop"));
    drag.over = over;
    if (over) svg.querySelector(`[data-cell="${CSS.escape(over)}"]`)?.classList.add("drop");
  }
}

function endDrag() {
  const svg = $("board").querySelector("svg");
  svg?.querySelectorAll(".drop").forEach((e) => e.classList.remove("drop"));
  svg?.querySelectorAll(".lifted").forEach((e) => e.classList.remove("lifted"));
  drag?.ghost?.remove();
  drag = null;
}

function onUp(ev) {
  if (!drag || ev.pointerId !== drag.id) return;
  const d = drag;
  const target = d.moved ? cellAt(ev.clientX, ev.clientY) : d.start;
  endDrag();
  if (!target) return;
  if (!d.applied) click(target, d.moved && target !== d.start ? "drag" : "click");
  else if (d.moved && target !== d.start) click(target, "drag");
}

// ---- the move list by keyboard ----

async function onKey(ev) {
  if (!ui.game || $("play").hidden || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  if (ev.target.closest?.("input, textarea, select, [contenteditable]")) return;
  const g = ui.game;
  const cur = ui.review ? ui.review.ply : g.ply;
  let n;
  switch (ev.key) {
    case "ArrowLeft": case "ArrowUp": n = cur - 1; break;
    case "ArrowRight": case "ArrowDown": n = cur + 1; break;
    case "Home": n = 0; break;
    case "End": n = g.ply; break;
    case "Enter":
      if (ui.pending && ev.target.tagName !== "BUTTON") {
        ev.preventDefault();
        confirmMove();
      }
      return;
    default: return;
  }
  ev.preventDefault();
  if (n < 0 || n > g.ply || n === cur) return;
  const inList = !!ev.target.closest?.("#moves");
  await hooks.reviewAt(n);
  if (inList) ($("moves").querySelector("button.current") ?? $("moves")).focus();
}

// ---- resignations and draw offers ----

// personSide returns the side the page resigns or offers a draw for: the
// one person of a game against a bot, the side to move when two people
// share the page; -1 for none.
function personSide(g) {
  const people = [0, 1].filter((i) => !g.sides[i].bot);
  if (people.length === 1) return people[0];
  if (people.length === 2) return g.toMove === "second" ? 1 : 0;
  return -1;
}

const sideName = (i) => (i === 0 ? "first" : "second");

function renderEnd() {
  const g = ui.game;
  const me = g.over ? -1 : personSide(g);
  $("end-buttons").hidden = me < 0;
  const offer = g.offer ? (g.offer.by === "first" ? 0 : 1) : -1;
  $("btn-draw").disabled = offer >= 0;
  $("btn-resign").textContent = ui.resignArmed ? "Really resign?" : "Resign";
  $("offer").hidden = offer < 0 || g.over;
  if (offer >= 0) {
    const other = 1 - offer;
    const bot = g.sides[other].bot;
    $("offer-text").textContent = bot
      ? `${g.players[offer]} offers a draw: ${bot} answers at its move.`
      : `${g.players[offer]} offers a draw to ${g.players[other]}.`;
    $("btn-draw-accept").hidden = !!bot;
    $("btn-draw-decline").hidden = !!bot;
    $("btn-draw-withdraw").hidden = !!g.sides[offer].bot;
  }
  if (offer >= 0 && ui.offerSeen !== `${g.id}|${g.version}`) {
    if (ui.offerSeen?.split("|")[0] === g.id && !ui.offerSounded) sound("offer");
    ui.offerSounded = true;
  } else if (offer < 0) ui.offerSounded = false;
  ui.offerSeen = `${g.id}|${g.version}`;
}

async function postEnd(path, body) {
  const g = ui.game;
  $("play-error").textContent = "";
  try {
    hooks.setGame(await hooks.api("POST", `/api/games/${g.id}/${path}`, body));
  } catch (e) {
    $("play-error").textContent = e.message;
  }
}

function resign() {
  const g = ui.game;
  const me = personSide(g);
  if (me < 0) return;
  // A second press within three seconds resigns.
  if (!ui.resignArmed) {
    ui.resignArmed = true;
    render();
    setTimeout(() => { ui.resignArmed = false; if (ui.game) render(); }, 3000);
    return;
  }
  ui.resignArmed = false;
  postEnd("resign", { side: sideName(me) });
}

function answerDraw(answer) {
  const g = ui.game;
  const offer = g.offer ? (g.offer.by === "first" ? 0 : 1) : -1;
  const side = answer === "offer" ? personSide(g) : answer === "withdraw" ? offer : 1 - offer;
  if (side < 0) return;
  postEnd("draw", { side: sideName(side), answer });
}

// ---- settings ----

function initSettings() {
  $("set-confirm").value = confirmMode();
  $("set-confirm").addEventListener("change", (ev) => localStorage.setItem("ply.confirm", ev.target.value));
  $("set-sound").checked = localStorage.getItem("ply.sound") === "1";
  $("set-sound").addEventListener("change", (ev) => {
    localStorage.setItem("ply.sound", ev.target.checked ? "1" : "0");
    if (ev.target.checked) sound("move");
  });
  $("set-anim").checked = animationsOn();
  $("set-anim").addEventListener("change", (ev) => localStorage.setItem("ply.animate", ev.target.checked ? "1" : "0"));
}

// initInput wires the board, the keyboard, the turn's buttons and the
// settings to the page's state ui and its functions h.
export function initInput(state, h) {
  ui = state;
  hooks = h;
  Object.assign(ui, { pending: null, shown: null, drawn: null, animating: false, redraw: false });
  const board = $("board");
  board.addEventListener("pointerdown", onDown);
  board.addEventListener("pointermove", onMove);
  board.addEventListener("pointerup", onUp);
  board.addEventListener("pointercancel", endDrag);
  board.addEventListener("lostpointercapture", (ev) => { if (drag && ev.pointerId === drag.id) endDrag(); });
  document.addEventListener("keydown", onKey);
  $("btn-confirm").addEventListener("click", confirmMove);
  $("btn-confirm-cancel").addEventListener("click", cancelTurn);
  $("btn-resign").addEventListener("click", resign);
  $("btn-draw").addEventListener("click", () => answerDraw("offer"));
  $("btn-draw-accept").addEventListener("click", () => answerDraw("accept"));
  $("btn-draw-decline").addEventListener("click", () => answerDraw("decline"));
  $("btn-draw-withdraw").addEventListener("click", () => answerDraw("withdraw"));
  initSettings();
}
