// learn.js runs the Learn page of a game (learn.html): the worked examples
// of the game's rules document, from GET /api/learn/{game}, each a board
// on which the learner clicks the example's move. The clicks follow the
// position's click tree, as on the game page (input.js); a whole move is
// checked against the example's, and the board after it is shown once it
// is found or shown.

import { draw } from "./board.js";
import { send, serverless } from "./transport.js";

const $ = (id) => document.getElementById(id);

// gameName returns the game the page's address names: /learn/{game} on a
// server, learn.html#{game} on the board that needs no server.
function gameName() {
  const m = serverless ? /^#(.+)$/.exec(location.hash) : /^\/learn\/([^/]+)$/.exec(location.pathname);
  return m ? decodeURIComponent(m[1]) : "";
}

function elem(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// readTree turns the click tree's JSON form (docs/server.md) into nested
// objects, a click to the node it leads to, a leaf the move's index.
function readTree(c) {
  const walk = (n) => {
    if (typeof n === "number") return n;
    const node = {};
    for (let i = 0; i + 1 < n.length; i += 2) node[c.cells[n[i]]] = walk(n[i + 1]);
    return node;
  };
  return walk(c.trie);
}

// onlyMove returns the move index of every path below node, if they all
// enter one move, else -1.
function onlyMove(node) {
  let found = -1;
  const walk = (n) => {
    if (typeof n === "number") {
      if (found === -1) found = n;
      return found === n;
    }
    return Object.keys(n).every((k) => walk(n[k]));
  };
  return walk(node) ? found : -1;
}

// Lesson is one worked example on the page: its board, its clicks so
// far, and whether its move was found ("solved"), shown ("shown"), is
// still asked for ("ask") or whether the position is a finished game
// ("over").
class Lesson {
  constructor(v, i) {
    this.v = v;
    this.tree = v.clicks ? readTree(v.clicks) : null;
    this.clicks = [];
    this.li = elem("li", "lesson");
    this.li.id = `lesson-${i + 1}`;
    this.li.dataset.title = v.title;
    const words = elem("div", "words");
    words.append(elem("h3", "", v.title), elem("p", "rule", `Rule: ${v.rule}.`), elem("p", "text", v.text));
    this.tomove = elem("p", "tomove");
    this.feedback = elem("p", "feedback");
    this.feedback.setAttribute("aria-live", "polite");
    this.tokens = elem("div", "tokens");
    const actions = elem("div", "actions");
    this.reveal = elem("button", "reveal", "Show the move");
    this.reset = elem("button", "reset", "Try again");
    for (const b of [this.reveal, this.reset]) b.type = "button";
    this.reveal.addEventListener("click", () => this.finish("shown"));
    this.reset.addEventListener("click", () => this.start());
    actions.append(this.reveal, this.reset);
    this.after = elem("p", "after");
    words.append(this.tomove, this.tokens, this.feedback, actions, this.after);
    this.board = elem("div", "board");
    this.board.addEventListener("click", (ev) => {
      const hit = ev.target.closest?.("[data-cell]");
      if (hit) this.click(hit.dataset.cell);
    });
    this.li.append(this.board, words);
    this.start();
  }

  // start sets the lesson's position up again, its move to find.
  start() {
    const v = this.v;
    this.clicks = [];
    this.say("");
    if (!v.move) {
      this.set("over", v.position);
      this.tomove.textContent = v.end;
      this.after.textContent = v.after;
      this.after.hidden = false;
      this.reveal.hidden = this.reset.hidden = true;
      this.drawBoard(v.diagram);
      return;
    }
    this.set("ask", v.position);
    this.tomove.textContent = `${v.toMove} to move. Click the move on the board.`;
    this.after.hidden = true;
    this.reveal.hidden = false;
    this.reset.hidden = true;
    this.drawBoard(v.diagram);
  }

  set(state, position) {
    this.li.dataset.state = state;
    this.li.dataset.position = position;
  }

  say(text, kind = "") {
    this.feedback.textContent = text;
    this.feedback.className = `feedback ${kind}`.trim();
  }

  // node returns the click tree's node after the clicks so far.
  node() {
    let n = this.tree;
    for (const c of this.clicks) n = n?.[c];
    return n;
  }

  // drawBoard draws diagram d with, while the move is asked for, the
  // cells that continue the clicks so far marked live, and the tokens
  // (such as "pass") that continue them as buttons.
  drawBoard(d) {
    const asking = this.li.dataset.state === "ask";
    const n = asking ? this.node() : null;
    const next = n && typeof n === "object" ? Object.keys(n) : [];
    const names = new Set((d?.cells ?? []).map((c) => c.name));
    this.board.replaceChildren(d ? draw(d, { live: new Set(next.filter((k) => names.has(k))), clicked: asking ? this.clicks : [] }) : elem("pre", "", this.li.dataset.position));
    this.tokens.replaceChildren(...next.filter((k) => !names.has(k)).map((t) => {
      const b = elem("button", "", t);
      b.type = "button";
      b.dataset.token = t;
      b.addEventListener("click", () => this.click(t));
      return b;
    }));
  }

  // click takes one click toward the move: a cell's name or a token's.
  click(name) {
    if (this.li.dataset.state !== "ask" || !this.tree) return;
    const n = this.node();
    if (n && typeof n === "object" && name in n) {
      this.clicks.push(name);
      this.say("");
    } else if (this.clicks.length && name in this.tree) {
      this.say(`${this.clicks[0]} put back: the move starts again from ${name}.`);
      this.clicks = [name];
    } else {
      this.refuse(name, this.clicks.length
        ? `${name} does not continue ${this.clicks.join(" → ")}: click a cell marked with a dot, or “Try again”.`
        : this.v.why?.[name]
          ? `${this.v.why[name]}.`
          : `No move starts at ${name}: the cells marked with a dot start one.`);
      return;
    }
    this.reset.hidden = false;
    const next = this.node();
    const only = typeof next === "number" ? next : onlyMove(next);
    if (only >= 0) return this.complete(this.v.clicks.moves[only]);
    this.drawBoard(this.v.diagram);
  }

  // complete checks a whole move against the example's.
  complete(move) {
    if (move === this.v.move) {
      this.finish("solved");
      return;
    }
    this.clicks = [];
    this.drawBoard(this.v.diagram);
    this.refuse(move, `${move} is a legal move, but not the one this example shows. Try another, or show the move.`);
  }

  refuse(name, why) {
    this.say(why, "wrong");
    this.li.dataset.refusals = String(Number(this.li.dataset.refusals ?? 0) + 1);
    const hit = this.board.querySelector(`[data-cell="${CSS.escape(name)}"]`);
    if (!hit) return;
    hit.classList.remove("refused");
    void hit.getBBox(); // restart the flash
    hit.classList.add("refused");
  }

  // finish plays the example's move: found by the learner ("solved") or
  // shown ("shown").
  finish(how) {
    const v = this.v;
    this.clicks = [];
    this.set(how, v.next);
    this.say(how === "solved" ? `Right: ${v.move}.` : `The move is ${v.move}.`, how === "solved" ? "right" : "");
    this.tomove.textContent = v.end || "";
    this.after.textContent = v.after;
    this.after.hidden = false;
    this.reveal.hidden = true;
    this.reset.hidden = false;
    this.reset.textContent = "Try again";
    this.drawBoard(v.board);
  }
}

async function main() {
  const name = gameName();
  let v;
  try {
    const r = await send(`/api/learn/${encodeURIComponent(name)}`);
    v = await r.json();
    if (!r.ok) throw new Error(v.error ?? r.statusText);
  } catch (e) {
    $("status").textContent = "";
    $("play-error").textContent = `No lessons: ${e.message}`;
    return;
  }
  const title = v.summary.split(" (")[0] || v.game;
  document.title = `ply: learn ${title}`;
  $("learn-title").textContent = `Learn ${title}`;
  $("learn-summary").textContent = v.summary;
  if (v.notation) {
    $("learn-notation").hidden = false;
    $("learn-notation").querySelector("pre").textContent = v.notation;
  }
  $("status").textContent = v.lessons.length
    ? `${v.lessons.length} worked examples from the rules. In each, find the example's move on the board, or show it.`
    : "This game has no worked examples.";
  $("lessons").replaceChildren(...v.lessons.map((l, i) => new Lesson(l, i).li));
  document.body.dataset.lessons = String(v.lessons.length);
}

main();
