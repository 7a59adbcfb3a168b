// anim.js animates a move on the board: given the board drawn before the
// move and the one drawn after it, it matches their pieces and moves the
// new drawing's pieces from where they were, with the Web Animations API.
// It knows no game's rules: the move's arrows (diagram.Arrow) say which
// piece went where (a slide, a push that moves a line of pieces and may
// push the last one off the board, a throw), and what the arrows leave
// unexplained is matched cell by cell: a piece of another colour on the
// same cell is a flip, a new piece appears, a piece gone vanishes.
//
// The end state is always the new drawing: an animation only moves its
// pieces from elsewhere back to their places, and pieces that left the
// board are copies that are removed when they have faded.

// reducedMotion reports whether the person asked for less motion.
export function reducedMotion() {
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// stepMs is the length of one step of a move (a slide, a push, the flips
// after them); localStorage "ply.animMs" changes it.
function stepMs() {
  const v = Number(localStorage.getItem("ply.animMs"));
  return v > 0 && v <= 5000 ? v : 200;
}

// identity is what a piece is, for matching: its owner, kind and letter
// (not its text, such as a stack's height).
const identity = (p) => `${p.owner ?? ""}|${p.kind}|${p.letter ?? ""}`;

// geometry returns the centre of grid cell (x, y) of svg, in its units.
function geometry(svg) {
  const cs = Number(svg.dataset.cs), m = Number(svg.dataset.margin), flip = svg.dataset.flip === "1";
  const W = Number(svg.dataset.w), H = Number(svg.dataset.h);
  return (x, y) => ({ x: m + (flip ? W - 1 - x : x) * cs + cs / 2, y: m + (flip ? H - 1 - y : y) * cs + cs / 2 });
}

// arrowKey names an arrow, for taking out the arrows a preview carried
// out already.
const arrowKey = (a) => `${a.from}>${a.to}>${a.kind}`;

// plan works out how every piece of diagram after got there from diagram
// before: the arrows of after not in done (the steps a preview already
// drew) are carried out on before's pieces, then what is left is matched
// cell by cell. It returns the tracks of the pieces and the number of
// steps.
export function plan(before, after, done = []) {
  const cells = new Map(), grid = new Map();
  for (const c of after.cells) {
    cells.set(c.name, c);
    grid.set(`${c.x},${c.y}`, c.name);
  }
  // Every piece of before, with the points it passes, each with its step.
  const at = new Map();
  for (const c of before.cells) {
    at.set(c.name, (c.pieces ?? []).map((p, i) => ({
      piece: p, from: c.name, i, points: [{ x: c.x, y: c.y, step: 0 }], how: "", off: false,
    })));
  }
  const skip = new Map();
  for (const a of done) skip.set(arrowKey(a), (skip.get(arrowKey(a)) ?? 0) + 1);
  const arrows = (after.arrows ?? []).filter((a) => {
    const n = skip.get(arrowKey(a)) ?? 0;
    if (n > 0) skip.set(arrowKey(a), n - 1);
    return n === 0;
  });
  const topOf = (name) => {
    const list = at.get(name) ?? [];
    for (let i = list.length - 1; i >= 0; i--) if (list[i].piece.kind !== "marker") return i;
    return -1;
  };
  const occupied = (name) => topOf(name) >= 0;
  let step = 0;
  const kinds = new Set();
  for (const a of arrows) {
    const from = cells.get(a.from), to = cells.get(a.to);
    if (!from || !to) continue;
    if (a.kind === "push") {
      // The line from the pusher on, each piece one cell on; the last
      // one off the board past an open edge.
      const dx = to.x - from.x, dy = to.y - from.y;
      const line = [from];
      for (let c = to; c && occupied(c.name); c = cells.get(grid.get(`${c.x + dx},${c.y + dy}`))) line.push(c);
      if (line.length < 2 || !occupied(from.name)) continue;
      for (let k = line.length - 1; k >= 0; k--) {
        const c = line[k], list = at.get(c.name);
        const next = cells.get(grid.get(`${c.x + dx},${c.y + dy}`));
        const moving = list.filter((t) => t.piece.kind !== "marker");
        at.set(c.name, list.filter((t) => t.piece.kind === "marker"));
        for (const t of moving) {
          t.points.push({ x: c.x + dx, y: c.y + dy, step: step + 1 });
          t.how = t.how || (k === 0 ? "slide" : "push");
          if (next) at.get(next.name).push(t);
          else {
            t.off = true;
            kinds.add("off");
          }
        }
      }
      kinds.add("push");
      step++;
      continue;
    }
    const list = at.get(from.name) ?? [];
    const k = topOf(from.name);
    if (k < 0) continue;
    const [t] = list.splice(k, 1);
    const throwing = a.kind === "relocate";
    t.points.push({ x: to.x, y: to.y, step: step + 1, arc: throwing });
    t.how = t.how || (throwing ? "throw" : "slide");
    kinds.add(throwing ? "throw" : "slide");
    at.get(to.name).push(t);
    step++;
  }
  // What the arrows leave unexplained, cell by cell.
  const tracks = [];
  const added = [], left = [];
  for (const c of after.cells) {
    const sim = [...(at.get(c.name) ?? [])];
    (c.pieces ?? []).forEach((p, i) => {
      const j = sim.findIndex((t) => identity(t.piece) === identity(p));
      if (j < 0) {
        added.push({ cell: c, i, piece: p });
        return;
      }
      const [t] = sim.splice(j, 1);
      tracks.push({ ...t, to: c.name, toI: i });
    });
    for (const t of sim) left.push({ ...t, cell: c });
  }
  for (const list of at.values()) for (const t of list) if (t.off) tracks.push({ ...t, gone: true });
  const final = step;
  let flips = false, appears = false;
  for (const a of added) {
    // A piece of another side on the same cell: flipped.
    let j = left.findIndex((t) => t.cell === a.cell && t.piece.kind === a.piece.kind);
    if (j >= 0) {
      const [t] = left.splice(j, 1);
      tracks.push({ ...t, to: a.cell.name, toI: a.i, how: "flip", flipStep: final });
      kinds.add("flip");
      flips = true;
      continue;
    }
    // The same piece elsewhere, the nearest: it moved there.
    let best = -1, bestD = Infinity;
    left.forEach((t, k) => {
      if (identity(t.piece) !== identity(a.piece)) return;
      const p = t.points[t.points.length - 1];
      const dd = Math.hypot(p.x - a.cell.x, p.y - a.cell.y);
      if (dd < bestD) { best = k; bestD = dd; }
    });
    if (best >= 0) {
      const [t] = left.splice(best, 1);
      t.points.push({ x: a.cell.x, y: a.cell.y, step: final + 1 });
      tracks.push({ ...t, to: a.cell.name, toI: a.i, how: t.how || "slide" });
      kinds.add("slide");
      flips = true; // a step of its own, after the arrows
      continue;
    }
    tracks.push({ piece: a.piece, to: a.cell.name, toI: a.i, how: "appear", points: [] });
    kinds.add("appear");
    appears = true;
  }
  for (const t of left) {
    tracks.push({ ...t, gone: true, how: t.how || "vanish", vanishStep: final });
    kinds.add("vanish");
    flips = true;
  }
  let steps = final + (flips ? 1 : 0);
  if (steps === 0 && appears) steps = 1;
  return { tracks, steps, kinds: [...kinds].sort() };
}

// animate animates the move from the board oldSvg drew (of diagram
// before) to newSvg (of diagram after), newSvg being in the page. done are
// the arrows a preview already carried out. It returns the animation's
// kinds ("slide", "push", "off", "throw", "flip", "appear", "vanish") and
// a promise that settles when it ends; nothing moves under
// prefers-reduced-motion or when the boards differ in shape.
export function animate(oldSvg, newSvg, before, after, done = []) {
  const none = { kinds: [], finished: Promise.resolve() };
  if (!oldSvg || !newSvg || !before || !after || reducedMotion()) return none;
  if (before.width !== after.width || before.height !== after.height || oldSvg.dataset.flip !== newSvg.dataset.flip) return none;
  const { tracks, steps, kinds } = plan(before, after, done);
  if (!steps) return none;
  const ms = stepMs(), total = ms * steps;
  const centre = geometry(newSvg);
  const fx = newSvg.querySelector("g.fx") ?? newSvg;
  const cs = Number(newSvg.dataset.cs);
  const running = [];
  const find = (svg, cell, i) => svg.querySelector(`g.pc[data-at="${CSS.escape(cell)}"][data-i="${i}"]`);
  // keyframes of a piece drawn at (ox, oy) going through points, each
  // reached at the end of its step.
  const frames = (points, ox, oy, fade) => {
    const out = [];
    let prev = null;
    points.forEach((p, k) => {
      const c = centre(p.x, p.y);
      const tr = `translate(${c.x - ox}px, ${c.y - oy}px)`;
      if (k === 0) {
        out.push({ offset: 0, transform: tr, opacity: 1 });
      } else {
        const start = Math.min((p.step - 1) / steps, 1), end = Math.min(p.step / steps, 1);
        if (start > (out[out.length - 1]?.offset ?? 0)) out.push({ offset: start, transform: prev, opacity: 1 });
        if (p.arc) {
          const a = centre(points[k - 1].x, points[k - 1].y);
          const mid = `translate(${(a.x + c.x) / 2 - ox}px, ${(a.y + c.y) / 2 - oy - cs * 0.9}px) scale(1.35)`;
          out.push({ offset: (start + end) / 2, transform: mid, opacity: 1 });
        }
        out.push({ offset: end, transform: tr, opacity: fade && k === points.length - 1 ? 0 : 1 });
      }
      prev = tr;
    });
    if (out[out.length - 1].offset < 1) out.push({ offset: 1, transform: prev, opacity: fade ? 0 : 1 });
    return out;
  };
  const play = (el, keyframes) => {
    const a = el.animate(keyframes, { duration: total, easing: "linear", fill: "none" });
    running.push(a.finished.catch(() => {}));
    return a;
  };
  // ghost returns a copy of the old drawing's piece, in the new drawing's
  // top layer, removed when its animation ends.
  const ghost = (t) => {
    const el = find(oldSvg, t.from, t.i);
    if (!el) return null;
    const g = el.cloneNode(true);
    g.classList.add("ghost");
    fx.appendChild(g);
    return g;
  };
  for (const t of tracks) {
    if (t.how === "appear") {
      const el = find(newSvg, t.to, t.toI);
      if (el) play(el, [{ transform: "scale(0.2)", opacity: 0 }, { transform: "scale(1.15)", opacity: 1, offset: Math.min(1, 0.8 / steps) }, { transform: "none", opacity: 1 }]);
      continue;
    }
    if (t.how === "flip") {
      // The old face turns away, then the new one turns in.
      const el = find(newSvg, t.to, t.toI), g = ghost(t);
      const s = t.flipStep / steps, mid = (t.flipStep + 0.5) / steps, e = (t.flipStep + 1) / steps;
      if (el) play(el, [{ transform: "scaleX(0)", offset: 0 }, { transform: "scaleX(0)", offset: mid }, { transform: "scaleX(1)", offset: e }, ...(e < 1 ? [{ transform: "scaleX(1)", offset: 1 }] : [])]);
      if (g) play(g, [{ transform: "scaleX(1)", offset: 0 }, ...(s > 0 ? [{ transform: "scaleX(1)", offset: s }] : []), { transform: "scaleX(0)", offset: mid }, { transform: "scaleX(0)", offset: 1 }]).finished.finally(() => g.remove());
      continue;
    }
    if (t.gone) {
      const g = ghost(t);
      if (!g) continue;
      const o = centre(t.points[0].x, t.points[0].y);
      let points = t.points;
      if (!t.off) {
        // Captured where it stands (or where the arrows took it): it
        // fades in the last step.
        const last = points[points.length - 1];
        points = [...points, { x: last.x, y: last.y, step: t.vanishStep + 1 }];
      }
      play(g, frames(points, o.x, o.y, true)).finished.finally(() => g.remove());
      continue;
    }
    if (t.points.length < 2) continue;
    const el = find(newSvg, t.to, t.toI);
    if (!el) continue;
    const last = t.points[t.points.length - 1];
    const o = centre(last.x, last.y);
    play(el, frames(t.points, o.x, o.y, false));
  }
  return { kinds, finished: Promise.all(running) };
}
