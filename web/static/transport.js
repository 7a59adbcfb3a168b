// transport.js carries the page's requests: to the server that served the
// page, or, on the board that needs no server (its index.html names the
// "worker" transport), to package web's server compiled to WebAssembly in
// a Web Worker (worker.js). The page reaches its server only through
// send (fetch), openEvents (EventSource) and the addresses below, so the
// same page runs on both.

export const serverless = document.querySelector('meta[name="ply-transport"]')?.content === "worker";

let worker = null;
let broken = ""; // why the worker failed, once it did
let nextId = 1;
const pending = new Map(); // request id → {head, chunk, end}

// refuse answers h as the server would if it could not run.
function refuse(h) {
  h.head?.({ status: 503, headers: { "Content-Type": "application/json" } });
  h.chunk?.(JSON.stringify({ error: `the board's worker failed: ${broken}` }));
  h.end?.();
}

function startWorker() {
  if (worker) return worker;
  worker = new Worker(new URL("worker.js", import.meta.url));
  worker.addEventListener("message", (ev) => {
    const m = ev.data, h = pending.get(m.id);
    if (!h) return;
    if (m.head) h.head?.(m.head);
    if (m.chunk !== undefined) h.chunk?.(m.chunk);
    if (m.end) {
      pending.delete(m.id);
      h.end?.();
    }
  });
  worker.addEventListener("error", (ev) => {
    // The worker could not run (a file missing, no WebAssembly): every
    // request open, and every later one, fails.
    broken = ev.message || "it could not start";
    for (const [id, h] of [...pending]) {
      pending.delete(id);
      refuse(h);
    }
  });
  return worker;
}

// request sends one request to the worker; h receives its answer.
function request(method, url, body, h) {
  const id = nextId++;
  if (broken) {
    setTimeout(() => refuse(h));
    return id;
  }
  pending.set(id, h);
  startWorker().postMessage({ id, method, url, body });
  return id;
}

// send is fetch for the page's API requests: on the static board it
// answers a Response made from the worker's answer.
export function send(url, opts = {}) {
  if (!serverless) return fetch(url, opts);
  return new Promise((resolve) => {
    let head = { status: 502, headers: {} };
    const parts = [];
    request(opts.method ?? "GET", url, opts.body ?? "", {
      head: (h) => { head = h; },
      chunk: (c) => { parts.push(c); },
      end: () => resolve(new Response(parts.join(""), { status: head.status, headers: head.headers })),
    });
  });
}

// openEvents opens a game's event stream: an EventSource, or on the static
// board an object with its addEventListener and close, which reconnects
// after a second when the stream ends, as an EventSource does.
export function openEvents(url) {
  return serverless ? new WorkerEvents(url) : new EventSource(url);
}

class WorkerEvents extends EventTarget {
  constructor(url) {
    super();
    this.url = url;
    this.closed = false;
    this.connect();
  }

  connect() {
    let buf = "", status = 0;
    this.id = request("GET", this.url, "", {
      head: (h) => { status = h.status; },
      chunk: (c) => {
        buf += c;
        for (let i; (i = buf.indexOf("\n\n")) >= 0; buf = buf.slice(i + 2)) this.dispatch(buf.slice(0, i));
      },
      // A stream that ends is opened again; one refused (no such game)
      // is not, as an EventSource gives up on an error status.
      end: () => {
        if (!this.closed && status === 200) this.timer = setTimeout(() => this.connect(), 1000);
      },
    });
  }

  // dispatch sends one event of the stream to its listeners.
  dispatch(block) {
    let type = "message";
    const data = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) type = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length) this.dispatchEvent(new MessageEvent(type, { data: data.join("\n") }));
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    if (pending.delete(this.id)) worker.postMessage({ cancel: this.id });
  }
}

// gameURL is the page's address for game id, homeURL the new-game form's:
// paths on a server, the fragment on the static board, whose host knows
// only its files.
export function gameURL(id) {
  return serverless ? `#/g/${id}` : `/g/${id}`;
}

export function homeURL() {
  return serverless ? location.pathname + location.search : "/";
}

// gameOf returns the id of the game the page's address names, or "".
export function gameOf(loc = location) {
  const m = serverless ? /^#\/g\/([0-9a-f]+)$/.exec(loc.hash) : /^\/g\/([0-9a-f]+)$/.exec(loc.pathname);
  return m ? m[1] : "";
}

// recordLink makes the link a download the record of game id.
export function recordLink(a, id) {
  const url = `/api/games/${id}/record`;
  if (!serverless) {
    a.href = url;
    return;
  }
  a.href = "#";
  a.dataset.record = url;
  if (a.dataset.hooked) return;
  a.dataset.hooked = "1";
  a.addEventListener("click", async (ev) => {
    ev.preventDefault();
    const r = await send(a.dataset.record);
    if (!r.ok) return;
    const name = /filename="([^"]+)"/.exec(r.headers.get("Content-Disposition") ?? "")?.[1] ?? "game.txt";
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([await r.text()], { type: "text/plain" }));
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
}
