// worker.js runs the static board's server in a Web Worker, so that a bot
// thinking never stalls the page: package web's server compiled to
// WebAssembly (ply.wasm, web/wasm), with its games in a file system kept
// in IndexedDB (memfs.js). The page (transport.js) sends a request as
// {id, method, url, body} and {cancel: id} to end one; the answer comes
// back as {id, head: {status, headers}}, then {id, chunk} for each piece
// of the body (an event stream's updates as they happen), then {id, end}.

"use strict";

importScripts("wasm_exec.js", "memfs.js");

let ready = false;
let failure = ""; // why the program could not start
const waiting = []; // requests that came before the program was ready

function reply(id) {
  return {
    head: (status, headers) => postMessage({ id, head: { status, headers } }),
    chunk: (text) => postMessage({ id, chunk: text }),
    end: () => postMessage({ id, end: true }),
  };
}

function handle(m) {
  if (m.cancel !== undefined) {
    const i = waiting.findIndex((w) => w.id === m.cancel);
    if (i >= 0) waiting.splice(i, 1);
    else if (ready) globalThis.plyCancel(m.cancel);
    return;
  }
  const r = reply(m.id);
  if (failure) {
    r.head(503, { "Content-Type": "application/json" });
    r.chunk(JSON.stringify({ error: `the board could not start: ${failure}` }));
    r.end();
    return;
  }
  globalThis.plyServe(m.id, m.method, m.url, m.body ?? "", r);
}

function fail(why) {
  failure = String(why);
  console.error("ply:", failure);
  for (const m of waiting.splice(0)) handle(m);
}

// The Go program calls plyReady once it serves, or plyFailed.
globalThis.plyReady = () => {
  ready = true;
  for (const m of waiting.splice(0)) handle(m);
};
globalThis.plyFailed = fail;

onmessage = (ev) => {
  if (ready || failure || ev.data.cancel !== undefined) handle(ev.data);
  else waiting.push(ev.data);
};

async function start() {
  await globalThis.plyFS.open("ply");
  const go = new Go();
  let inst;
  try {
    inst = await WebAssembly.instantiateStreaming(fetch("ply.wasm"), go.importObject);
  } catch {
    // A host that does not serve .wasm as application/wasm: compile
    // from the bytes.
    const r = await fetch("ply.wasm");
    if (!r.ok) throw new Error(`ply.wasm: ${r.status} ${r.statusText}`);
    inst = await WebAssembly.instantiate(await r.arrayBuffer(), go.importObject);
  }
  go.run(inst.instance).then(() => fail("the program ended"));
}

start().catch(fail);
