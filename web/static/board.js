// board.js draws a board from a Diagram (the JSON of ply.Diagram) as SVG,
// with the look of the diagram package's SVG renderer, and reports clicks
// on cells by name. It knows no game's rules.

const NS = "http://www.w3.org/2000/svg";

const named = {
  red: ["#d0312d", true], blue: ["#2f6fd0", true], black: ["#262626", true],
  white: ["#f7f5ef", false], brown: ["#8b5a2b", true], green: ["#2e8b57", true],
  yellow: ["#f0c419", false],
};
const bands = ["#c39bd3", "#9fa8da", "#90caf9", "#a5d6a7", "#fff59d", "#ffcc80", "#ef9a9a"];
const tints = { "#d0312d": "#f2c4c0", "#2f6fd0": "#c3d6f2", "#262626": "#b9b2a3", "#8b5a2b": "#b9b2a3", "#2e8b57": "#bfe0c9" };
const lastMove = "#f5c542";

function playerColour(d, p) {
  const i = p === "first" ? 0 : p === "second" ? 1 : -1;
  if (i < 0) return ["#d4a017", false];
  const c = named[String(d.players?.[i] ?? "").trim().toLowerCase()];
  return c ?? (i === 0 ? named.black : named.white);
}

function pieceColour(d, pc) {
  if (pc.owner === "first" || pc.owner === "second") return playerColour(d, pc.owner);
  switch (pc.kind) {
    case "star": return ["#c62828", true];
    case "token": return ["#4a90d9", true];
    case "marker": return ["#e53935", true];
  }
  return ["#d4a017", false];
}

function cellColour(d, kind, tone) {
  if (tone === "first" || tone === "second") return tints[playerColour(d, tone)[0]] ?? "#c9d6e3";
  if (tone === "neutral") return "#cfc6b0";
  const m = /^band([0-6])$/.exec(tone ?? "");
  if (m) return bands[+m[1]];
  switch (kind) {
    case "border": return "#a39e93";
    case "wall": return "url(#hatch)";
    case "special": return bands[0];
  }
  return "#eadfc4";
}

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

function arrowColour(kind) {
  return kind === "push" ? "#c62828" : kind === "relocate" ? "#6a1b9a" : kind === "best" ? "#1b7a2e" : "#e65100";
}

// sideColour returns the colour of player i (0 or 1) of diagram d, as its
// stones are drawn.
export function sideColour(d, i) {
  return playerColour(d, i === 0 ? "first" : "second")[0];
}

// draw returns an <svg> of diagram d. opts: flipped (bool), live (Set of
// cell names that take a click), clicked (array of cell names clicked so
// far), hint (the cells of a thinking bot's preferred move), best (the
// cells of the analysis's best move). Each cell has a transparent click
// target on top, a rect with data-cell (its name); each piece is a group
// of class "pc" with data-at (its cell), data-i (its place in the cell's
// pieces), data-kind and data-owner.
export function draw(d, opts = {}) {
  const cs = 48, margin = cs * 0.6;
  const W = d.width, H = d.height;
  const width = margin * 2 + cs * W, height = margin * 2 + cs * H;
  const flip = !!opts.flipped;
  const gx = (x) => (flip ? W - 1 - x : x);
  const gy = (y) => (flip ? H - 1 - y : y);
  const xy = (x, y) => [margin + gx(x) * cs, margin + gy(y) * cs];
  const svg = el("svg", { xmlns: NS, viewBox: `0 0 ${width} ${height}`, role: "img", "font-family": "DejaVu Sans, Verdana, Arial, sans-serif" });
  // The geometry, for the animations (anim.js) and drags (input.js).
  Object.assign(svg.dataset, { cs, margin, flip: flip ? "1" : "0", w: W, h: H });
  el("title", {}, svg).textContent = `${d.title || d.game}: ${d.status || ""}`;
  const defs = el("defs", {}, svg);
  for (const kind of ["move", "push", "relocate", "partial", "best"]) {
    const m = el("marker", { id: `head-${kind}`, viewBox: "0 0 10 10", refX: 6, refY: 5, markerWidth: 4, markerHeight: 4, orient: "auto" }, defs);
    el("path", { d: "M0,0 L10,5 L0,10 z", fill: kind === "partial" ? "#1565c0" : arrowColour(kind) }, m);
  }
  const pat = el("pattern", { id: "hatch", width: 6, height: 6, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" }, defs);
  el("rect", { width: 6, height: 6, fill: "#5a5550" }, pat);
  el("line", { x1: 0, y1: 0, x2: 0, y2: 6, stroke: "#7a746d", "stroke-width": 3 }, pat);
  el("rect", { x: 0, y: 0, width, height, fill: "#fbf8f1" }, svg);
  if (d.cells.length === W * H) {
    el("rect", { x: margin - 2, y: margin - 2, width: cs * W + 4, height: cs * H + 4, fill: "none", stroke: "#c9bfa8" }, svg);
  }
  const byName = new Map();
  const live = opts.live ?? new Set();
  for (const c of d.cells) {
    byName.set(c.name, c);
    const [x, y] = xy(c.x, c.y);
    const r = el("rect", { x, y, width: cs, height: cs, fill: cellColour(d, c.kind, c.tone), stroke: "#7d7462", "stroke-width": 1, class: "cell" }, svg);
    el("title", {}, r).textContent = c.name;
    if (c.kind === "special" && !(c.pieces?.length)) {
      el("polygon", { points: pts(diamond(x + cs / 2, y + cs / 2, cs * 0.22)), fill: "none", stroke: "#6a4f7a", "stroke-width": cs * 0.05 }, svg);
    }
    const marks = c.marks ?? [];
    if (marks.includes("from") || marks.includes("to")) {
      el("rect", { x: x + 1, y: y + 1, width: cs - 2, height: cs - 2, fill: lastMove, "fill-opacity": marks.includes("to") ? 0.6 : 0.35 }, svg);
    }
  }
  for (const l of d.lines ?? []) {
    // A line along cell edges: flipping maps grid corner (x, y) to (W-x, H-y).
    const fx = (x) => margin + (flip ? W - x : x) * cs, fy = (y) => margin + (flip ? H - y : y) * cs;
    el("line", { x1: fx(l.x1), y1: fy(l.y1), x2: fx(l.x2), y2: fy(l.y2), stroke: "#4e342e", "stroke-width": cs * 0.14, "stroke-linecap": "round" }, svg);
  }
  for (const c of d.cells) {
    const [x, y] = xy(c.x, c.y);
    pieces(svg, d, c.pieces ?? [], x + cs / 2, y + cs / 2, cs, c.name);
    marksOf(svg, c, x, y, cs);
  }
  const arrow = (from, to, kind, dashed) => {
    const a = byName.get(from), b = byName.get(to);
    if (!a || !b || a === b) return;
    let [x1, y1] = xy(a.x, a.y), [x2, y2] = xy(b.x, b.y);
    x1 += cs / 2; y1 += cs / 2; x2 += cs / 2; y2 += cs / 2;
    const dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy), s = Math.min(cs * 0.22, len / 3);
    const attrs = {
      x1: x1 + (dx / len) * s, y1: y1 + (dy / len) * s, x2: x2 - (dx / len) * s * 1.4, y2: y2 - (dy / len) * s * 1.4,
      stroke: kind === "partial" ? "#1565c0" : arrowColour(kind), "stroke-opacity": 0.85, "stroke-width": cs * 0.09,
      "stroke-linecap": "round", "marker-end": `url(#head-${kind})`,
    };
    if (dashed) attrs["stroke-dasharray"] = `${cs * 0.12} ${cs * 0.08}`;
    el("line", attrs, svg);
  };
  for (const a of d.arrows ?? []) {
    const kind = a.kind === "push" || a.kind === "relocate" ? a.kind : "move";
    arrow(a.from, a.to, kind, kind === "relocate");
  }
  // The partial turn: numbered marks on the cells clicked so far.
  const count = new Map();
  (opts.clicked ?? []).forEach((name, i) => {
    const c = byName.get(name);
    if (!c) return;
    const k = count.get(name) ?? 0;
    count.set(name, k + 1);
    const [x, y] = xy(c.x, c.y);
    el("rect", { x: x + 3, y: y + 3, width: cs - 6, height: cs - 6, fill: "none", stroke: "#1565c0", "stroke-width": cs * 0.08, class: "clicked" }, svg);
    const bx = x + cs * 0.2 + k * cs * 0.3, by = y + cs * 0.2;
    el("rect", { x: bx - cs * 0.14, y: by - cs * 0.14, width: cs * 0.28, height: cs * 0.28, rx: cs * 0.04, fill: "#1565c0", stroke: "#fff", "stroke-width": 1.5 }, svg);
    const t = el("text", { x: bx, y: by, "font-size": cs * 0.2, "font-weight": "bold", "text-anchor": "middle", "dominant-baseline": "central", fill: "#fff" }, svg);
    t.textContent = String(i + 1);
  });
  // The thinking bot's preferred move: its cells numbered in order, in
  // dashed purple rings.
  const seen = new Map();
  (opts.hint ?? []).forEach((name, i) => {
    const c = byName.get(name);
    if (!c) return;
    const k = seen.get(name) ?? 0;
    seen.set(name, k + 1);
    const [x, y] = xy(c.x, c.y);
    if (k === 0) el("circle", { cx: x + cs / 2, cy: y + cs / 2, r: cs * 0.44, fill: "none", stroke: "#6a1b9a", "stroke-width": cs * 0.05, "stroke-dasharray": `${cs * 0.1} ${cs * 0.06}`, class: "hint" }, svg);
    const t = el("text", { x: x + cs * (0.82 - 0.22 * k), y: y + cs * 0.84, "font-size": cs * 0.22, "font-weight": "bold", "text-anchor": "middle", "dominant-baseline": "central", fill: "#6a1b9a", stroke: "#fff", "stroke-width": 2, "paint-order": "stroke" }, svg);
    t.textContent = String(i + 1);
  });
  // The analysis's best move: an arrow through its cells when it has
  // several, and each cell numbered in a solid green ring.
  const best = opts.best ?? [];
  for (let i = 1; i < best.length; i++) arrow(best[i - 1], best[i], "best", false);
  const bseen = new Map();
  best.forEach((name, i) => {
    const c = byName.get(name);
    if (!c) return;
    const k = bseen.get(name) ?? 0;
    bseen.set(name, k + 1);
    const [x, y] = xy(c.x, c.y);
    if (k === 0) el("circle", { cx: x + cs / 2, cy: y + cs / 2, r: cs * 0.42, fill: "none", stroke: arrowColour("best"), "stroke-width": cs * 0.07, class: "best" }, svg);
    const t = el("text", { x: x + cs * (0.2 + 0.22 * k), y: y + cs * 0.18, "font-size": cs * 0.22, "font-weight": "bold", "text-anchor": "middle", "dominant-baseline": "central", fill: arrowColour("best"), stroke: "#fff", "stroke-width": 2, "paint-order": "stroke" }, svg);
    t.textContent = String(i + 1);
  });
  // Where the next click may go: a dot and an outline, so that colour is
  // not the only cue.
  for (const name of live) {
    const c = byName.get(name);
    if (!c) continue;
    const [x, y] = xy(c.x, c.y);
    el("circle", { cx: x + cs / 2, cy: y + cs / 2, r: cs * 0.12, fill: "#2e7d32", "fill-opacity": 0.75, stroke: "#fff", "stroke-width": 1.5, class: "dot" }, svg);
    el("rect", { x: x + 1.5, y: y + 1.5, width: cs - 3, height: cs - 3, fill: "none", stroke: "#2e7d32", "stroke-width": 2, "stroke-dasharray": "5 3" }, svg);
  }
  // Pieces that leave the board while a move is animated are drawn here,
  // above the others.
  el("g", { class: "fx" }, svg);
  // Click targets on top of everything, one per cell.
  for (const c of d.cells) {
    const [x, y] = xy(c.x, c.y);
    // Presses and drags are read by input.js, on the board's container,
    // so that they survive the board being drawn again between press and
    // release.
    el("rect", {
      x, y, width: cs, height: cs, fill: "transparent", "data-cell": c.name,
      class: live.has(c.name) ? "hit live" : "hit",
    }, svg);
  }
  coordinates(svg, d, cs, margin, gx, gy);
  return svg;
}

function coordinates(svg, d, cs, margin, gx, gy) {
  const label = (x, y, text) => {
    const t = el("text", { x, y, "font-size": cs * 0.3, "text-anchor": "middle", "dominant-baseline": "central", fill: "#5b5346" }, svg);
    t.textContent = text;
  };
  const top = margin, bottom = margin + d.height * cs, left = margin, right = margin + d.width * cs;
  for (const f of d.files ?? []) {
    const x = margin + gx(f.at) * cs + cs / 2;
    label(x, top - margin / 2, f.text);
    label(x, bottom + margin / 2, f.text);
  }
  for (const r of d.ranks ?? []) {
    const y = margin + gy(r.at) * cs + cs / 2;
    label(left - margin / 2, y, r.text);
    label(right + margin / 2, y, r.text);
  }
}

function marksOf(svg, c, x, y, cs) {
  const marks = c.marks ?? [];
  const inset = cs * 0.06;
  const frame = (dash, colour) => {
    const a = { x: x + inset, y: y + inset, width: cs - 2 * inset, height: cs - 2 * inset, fill: "none", stroke: colour, "stroke-width": cs * 0.07 };
    if (dash) a["stroke-dasharray"] = dash;
    el("rect", a, svg);
  };
  if (marks.includes("to")) frame("", "#e65100");
  else if (marks.includes("from")) frame(`${cs * 0.12} ${cs * 0.08}`, "#e65100");
  else if (marks.includes("changed")) frame(`${cs * 0.04} ${cs * 0.06}`, "#6a1b9a");
  if (marks.includes("highlight")) el("circle", { cx: x + cs / 2, cy: y + cs / 2, r: cs * 0.12, fill: "#2e7d32", "fill-opacity": 0.7 }, svg);
}

// pieces draws the pieces ps of a cell centred on (cx, cy), each in a
// group of its own (class "pc") that names its cell and its place in the
// cell's list, so that a move's animation finds it.
function pieces(svg, d, ps, cx, cy, cs, cell = "") {
  const group = (p, i) => el("g", { class: "pc", "data-at": cell, "data-i": i, "data-kind": p.kind, "data-owner": p.owner ?? "" }, svg);
  const rings = [];
  ps.forEach((p, i) => { if (p.kind === "ring") rings.push([p, i]); });
  if (rings.length) drawRings(d, rings, cx, cy, cs, group);
  ps.forEach((p, i) => { if (p.kind !== "ring") piece(group(p, i), d, p, cx, cy, cs); });
}

// drawRings draws a stack of rings ([piece, index] pairs, bottom first)
// as concentric circles, the top four shown, each ring in its own group.
function drawRings(d, rings, cx, cy, cs, group) {
  const max = 4;
  const shown = rings.length > max ? rings.slice(rings.length - max) : rings;
  const outer = cs * 0.43, inner = cs * 0.2, step = (outer - inner) / max, sw = step * 0.95;
  let g = null;
  shown.forEach(([p, k], i) => {
    g = group(p, k);
    const rad = outer - i * step - sw / 2;
    el("circle", { cx, cy, r: rad, fill: "none", stroke: "#3a3328", "stroke-width": sw }, g);
    el("circle", { cx, cy, r: rad, fill: "none", stroke: pieceColour(d, p)[0], "stroke-width": sw * 0.7 }, g);
  });
  const top = rings[rings.length - 1][0];
  if (top.text) {
    const [fill, dark] = pieceColour(d, top);
    const bx = cx + cs * 0.3, by = cy - cs * 0.3;
    el("circle", { cx: bx, cy: by, r: cs * 0.14, fill, stroke: "#3a3328", "stroke-width": 1 }, g);
    const t = el("text", { x: bx, y: by, "font-size": cs * 0.18, "font-weight": "bold", "text-anchor": "middle", "dominant-baseline": "central", fill: dark ? "#fff" : "#222" }, g);
    t.textContent = top.text;
  }
}

function pts(a) {
  const out = [];
  for (let i = 0; i + 1 < a.length; i += 2) out.push(`${a[i].toFixed(2)},${a[i + 1].toFixed(2)}`);
  return out.join(" ");
}

// diamond returns the corners of a square standing on a corner, centred on
// (cx, cy), r from the centre to each corner.
function diamond(cx, cy, r) {
  return [cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy];
}

// star returns the ten corners of a five-pointed star centred on (cx, cy),
// pointing up: outer the radius of its points, inner of its notches.
function star(cx, cy, outer, inner) {
  const xy = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer, a = -Math.PI / 2 + i * Math.PI / 5;
    xy.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  return xy;
}

function piece(svg, d, p, cx, cy, cs) {
  const [fill, dark] = pieceColour(d, p);
  const outline = "#2b2620", sw = cs * 0.035;
  let text = p.text ?? "";
  switch (p.kind) {
    case "stone":
      el("circle", { cx, cy, r: cs * 0.36, fill, stroke: outline, "stroke-width": sw }, svg);
      break;
    case "disc":
      el("circle", { cx, cy, r: cs * 0.4, fill, stroke: outline, "stroke-width": sw }, svg);
      el("circle", { cx, cy, r: cs * 0.28, fill: "none", stroke: dark ? "#ffffff" : "#222222", "stroke-opacity": 0.35, "stroke-width": cs * 0.025 }, svg);
      break;
    case "ball":
      el("circle", { cx, cy, r: cs * 0.17, fill, stroke: outline, "stroke-width": sw }, svg);
      el("circle", { cx: cx - cs * 0.05, cy: cy - cs * 0.05, r: cs * 0.05, fill: "#fff", "fill-opacity": 0.45 }, svg);
      break;
    case "square": {
      const s = cs * 0.7;
      el("rect", { x: cx - s / 2, y: cy - s / 2, width: s, height: s, rx: cs * 0.08, fill, stroke: outline, "stroke-width": sw }, svg);
      break;
    }
    case "round":
      el("circle", { cx, cy, r: cs * 0.35, fill, stroke: outline, "stroke-width": sw }, svg);
      break;
    case "crown": {
      const w = cs * 0.62, h = cs * 0.46, x0 = cx - w / 2, y0 = cy + h / 2;
      el("polygon", {
        points: pts([x0, y0, x0 + w, y0, x0 + w, y0 - h, x0 + w * 0.75, y0 - h * 0.55, x0 + w * 0.5, y0 - h, x0 + w * 0.25, y0 - h * 0.55, x0, y0 - h]),
        fill, stroke: outline, "stroke-width": sw, "stroke-linejoin": "round",
      }, svg);
      break;
    }
    case "star":
      el("polygon", { points: pts(star(cx, cy, cs * 0.42, cs * 0.18)), fill, stroke: outline, "stroke-width": sw, "stroke-linejoin": "round" }, svg);
      break;
    case "token":
      el("circle", { cx, cy, r: cs * 0.3, fill, stroke: outline, "stroke-width": sw, "stroke-dasharray": `${cs * 0.06} ${cs * 0.04}` }, svg);
      break;
    case "marker":
      el("polygon", { points: pts(diamond(cx, cy, cs * 0.16)), fill, stroke: "#fff", "stroke-width": cs * 0.03 }, svg);
      break;
    default:
      el("circle", { cx, cy, r: cs * 0.3, fill, stroke: outline, "stroke-width": sw }, svg);
      if (!text) text = p.letter ?? "";
  }
  if (text) {
    const t = el("text", { x: cx, y: cy, "font-size": cs * 0.26, "font-weight": "bold", "text-anchor": "middle", "dominant-baseline": "central", fill: dark ? "#ffffff" : "#222222" }, svg);
    t.textContent = text;
  }
}

// legendSample returns a small <svg> of legend entry e of diagram d: a
// cell's background (its Kind and Tone), with e's piece on it drawn as the
// board draws it.
export function legendSample(d, e) {
  const s = 48;
  const svg = el("svg", { xmlns: NS, viewBox: `0 0 ${s} ${s}`, class: "sample", "aria-hidden": "true", "font-family": "DejaVu Sans, Verdana, Arial, sans-serif" });
  const kind = e.kind || "square";
  if (kind === "wall") {
    const pat = el("pattern", { id: `hatch-legend`, width: 6, height: 6, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" }, el("defs", {}, svg));
    el("rect", { width: 6, height: 6, fill: "#5a5550" }, pat);
    el("line", { x1: 0, y1: 0, x2: 0, y2: 6, stroke: "#7a746d", "stroke-width": 3 }, pat);
  }
  const fill = kind === "wall" ? "url(#hatch-legend)" : cellColour(d, kind, e.tone);
  el("rect", { x: 0.5, y: 0.5, width: s - 1, height: s - 1, fill, stroke: "#7d7462", "stroke-width": 1 }, svg);
  if (e.piece) pieces(svg, d, [e.piece], s / 2, s / 2, s);
  else if (kind === "special") el("polygon", { points: pts(diamond(s / 2, s / 2, s * 0.22)), fill: "none", stroke: "#6a4f7a", "stroke-width": s * 0.05 }, svg);
  return svg;
}
