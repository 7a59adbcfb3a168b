// memfs.js gives the static board's Go program a file system kept in the
// browser: the Node.js fs calls that Go's os package makes on js/wasm
// (syscall/fs_js.go), answered from memory, with every file and directory
// also kept in IndexedDB. A call that makes a change durable (fsync,
// close after a write, rename, unlink, rmdir, mkdir, utimes, truncate)
// returns only once IndexedDB has committed it, so package web's records
// survive a reload as they survive a crash on disk. A file missing from
// memory is looked for in IndexedDB, where another tab may have written it
// since. The worker calls plyFS.open(name) before it starts the Go
// program.

"use strict";

(() => {
  const S_IFDIR = 0o40000, S_IFREG = 0o100000;
  // Linux's values, which the Go side reads from fs.constants.
  const O = { O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };

  const fail = (code) => Object.assign(new Error(code), { code });

  // norm makes path absolute and plain: no empty, "." or ".." parts.
  function norm(path) {
    const parts = [];
    for (const p of String(path).split("/")) {
      if (p === "" || p === ".") continue;
      if (p === "..") parts.pop();
      else parts.push(p);
    }
    return "/" + parts.join("/");
  }
  const parentOf = (path) => path.slice(0, Math.max(path.lastIndexOf("/"), 1));

  function request(r) {
    return new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  }

  class MemFS {
    constructor(db, stub) {
      this.db = db;
      this.stub = stub; // wasm_exec.js's fs: the console for fds 1 and 2
      this.constants = O;
      this.nodes = new Map(); // path → {dir, data, atimeMs, mtimeMs, ctimeMs, ino, path}
      this.fds = new Map(); // fd → {node, flags, pos, dirty}
      this.nextFd = 10;
      this.nextIno = 1;
      this.node("/", true);
    }

    node(path, dir, data = new Uint8Array(0), atimeMs = Date.now(), mtimeMs = atimeMs) {
      const n = { dir, data, atimeMs, mtimeMs, ctimeMs: mtimeMs, ino: this.nextIno++, path };
      this.nodes.set(path, n);
      return n;
    }

    // save writes the nodes at the paths given to IndexedDB, or deletes
    // those no longer there, in one transaction, and calls cb once it is
    // committed.
    save(paths, cb, result) {
      if (!this.db) return cb(null, result);
      const tx = this.db.transaction("files", "readwrite", { durability: "strict" });
      const store = tx.objectStore("files");
      for (const p of paths) {
        const n = this.nodes.get(p);
        if (n) store.put({ dir: n.dir, data: n.dir ? null : n.data.slice(), atimeMs: n.atimeMs, mtimeMs: n.mtimeMs }, p);
        else store.delete(p);
      }
      tx.oncomplete = () => cb(null, result);
      tx.onerror = tx.onabort = () => {
        console.error("ply: IndexedDB refused a write:", tx.error);
        cb(fail("EIO"));
      };
    }

    // lookup returns the node at path, or calls cb with an error.
    lookup(path, cb) {
      const n = this.nodes.get(norm(path));
      if (!n) cb(fail("ENOENT"));
      return n;
    }

    // fault calls then once the node at path, if IndexedDB has it and
    // memory does not, is read into memory: a file another tab of the
    // board wrote after this one started (a game opened by its link in a
    // new tab). The directories in memory are those of this tab.
    fault(path, then) {
      const p = norm(path);
      if (!this.db || this.nodes.has(p) || !this.nodes.get(parentOf(p))?.dir) return then();
      const r = this.db.transaction("files", "readonly").objectStore("files").get(p);
      r.onsuccess = () => {
        const v = r.result;
        if (v && !this.nodes.has(p)) this.node(p, !!v.dir, v.dir ? new Uint8Array(0) : new Uint8Array(v.data), v.atimeMs, v.mtimeMs);
        then();
      };
      r.onerror = () => then();
    }

    file(fd, cb) {
      const f = this.fds.get(fd);
      if (!f) cb(fail("EBADF"));
      return f;
    }

    stats(n) {
      const size = n.dir ? 0 : n.data.length;
      return {
        dev: 0, ino: n.ino, mode: n.dir ? S_IFDIR | 0o755 : S_IFREG | 0o644, nlink: 1, uid: 0, gid: 0, rdev: 0,
        size, blksize: 4096, blocks: Math.ceil(size / 512),
        atimeMs: Math.floor(n.atimeMs), mtimeMs: Math.floor(n.mtimeMs), ctimeMs: Math.floor(n.ctimeMs),
        isDirectory: () => n.dir,
      };
    }

    // ---- descriptors ----

    open(path, flags, mode, cb) {
      this.fault(path, () => this.openNow(path, flags, cb));
    }

    openNow(path, flags, cb) {
      const p = norm(path);
      let n = this.nodes.get(p), dirty = false;
      if (!n) {
        if (!(flags & O.O_CREAT)) return cb(fail("ENOENT"));
        const parent = this.nodes.get(parentOf(p));
        if (!parent) return cb(fail("ENOENT"));
        if (!parent.dir) return cb(fail("ENOTDIR"));
        n = this.node(p, false);
        dirty = true;
      } else if ((flags & O.O_CREAT) && (flags & O.O_EXCL)) {
        return cb(fail("EEXIST"));
      }
      if (n.dir && (flags & (O.O_WRONLY | O.O_RDWR))) return cb(fail("EISDIR"));
      if (!n.dir && (flags & O.O_DIRECTORY)) return cb(fail("ENOTDIR"));
      if (!n.dir && (flags & O.O_TRUNC) && n.data.length) {
        n.data = new Uint8Array(0);
        n.mtimeMs = Date.now();
        dirty = true;
      }
      const fd = this.nextFd++;
      this.fds.set(fd, { node: n, flags, pos: 0, dirty });
      cb(null, fd);
    }

    close(fd, cb) {
      const f = this.file(fd, cb);
      if (!f) return;
      this.fds.delete(fd);
      // What was written and not yet synced is kept as a close on disk
      // keeps it.
      if (f.dirty && f.node.path) this.save([f.node.path], cb);
      else cb(null);
    }

    fstat(fd, cb) {
      const f = this.file(fd, cb);
      if (f) cb(null, this.stats(f.node));
    }

    fsync(fd, cb) {
      const f = this.file(fd, cb);
      if (!f) return;
      if (f.dirty && f.node.path) {
        f.dirty = false;
        this.save([f.node.path], cb);
      } else cb(null);
    }

    read(fd, buf, offset, length, position, cb) {
      if (fd === 0) return cb(null, 0);
      const f = this.file(fd, cb);
      if (!f) return;
      if (f.node.dir) return cb(fail("EISDIR"));
      const start = position ?? f.pos, data = f.node.data;
      const n = Math.max(0, Math.min(length, data.length - start));
      buf.set(data.subarray(start, start + n), offset);
      if (position === null || position === undefined) f.pos += n;
      f.node.atimeMs = Date.now();
      cb(null, n);
    }

    writeSync(fd, buf) {
      return this.stub.writeSync(fd, buf);
    }

    write(fd, buf, offset, length, position, cb) {
      if (fd === 1 || fd === 2) return cb(null, this.stub.writeSync(fd, buf.subarray(offset, offset + length)));
      const f = this.file(fd, cb);
      if (!f) return;
      if (!(f.flags & (O.O_WRONLY | O.O_RDWR))) return cb(fail("EBADF"));
      const n = f.node;
      const start = position ?? ((f.flags & O.O_APPEND) ? n.data.length : f.pos);
      const end = start + length;
      if (end > n.data.length) {
        const grown = new Uint8Array(end);
        grown.set(n.data);
        n.data = grown;
      }
      n.data.set(buf.subarray(offset, offset + length), start);
      n.mtimeMs = Date.now();
      if (position === null || position === undefined) f.pos = end;
      f.dirty = true;
      cb(null, length);
    }

    ftruncate(fd, length, cb) {
      const f = this.file(fd, cb);
      if (f) this.resize(f.node, length, cb);
    }

    truncate(path, length, cb) {
      const n = this.lookup(path, cb);
      if (n) this.resize(n, length, cb);
    }

    resize(n, length, cb) {
      if (n.dir) return cb(fail("EISDIR"));
      const data = new Uint8Array(length);
      data.set(n.data.subarray(0, length));
      n.data = data;
      n.mtimeMs = Date.now();
      if (n.path) this.save([n.path], cb);
      else cb(null);
    }

    // ---- paths ----

    stat(path, cb) {
      this.fault(path, () => {
        const n = this.lookup(path, cb);
        if (n) cb(null, this.stats(n));
      });
    }

    lstat(path, cb) {
      this.stat(path, cb);
    }

    readdir(path, cb) {
      const p = norm(path), n = this.lookup(p, cb);
      if (!n) return;
      if (!n.dir) return cb(fail("ENOTDIR"));
      const names = [];
      for (const k of this.nodes.keys()) {
        if (k !== p && parentOf(k) === p) names.push(k.slice(p === "/" ? 1 : p.length + 1));
      }
      cb(null, names.sort());
    }

    mkdir(path, perm, cb) {
      const p = norm(path);
      if (this.nodes.has(p)) return cb(fail("EEXIST"));
      const parent = this.nodes.get(parentOf(p));
      if (!parent) return cb(fail("ENOENT"));
      if (!parent.dir) return cb(fail("ENOTDIR"));
      this.node(p, true);
      this.save([p], cb);
    }

    rename(from, to, cb) {
      const src = norm(from), dst = norm(to), n = this.lookup(src, cb);
      if (!n) return;
      if (src === dst) return cb(null);
      const old = this.nodes.get(dst);
      if (old && old.dir && !n.dir) return cb(fail("EISDIR"));
      if (old && !old.dir && n.dir) return cb(fail("ENOTDIR"));
      if (old && old.dir && [...this.nodes.keys()].some((k) => parentOf(k) === dst && k !== dst)) return cb(fail("ENOTEMPTY"));
      const parent = this.nodes.get(parentOf(dst));
      if (!parent) return cb(fail("ENOENT"));
      if (!parent.dir) return cb(fail("ENOTDIR"));
      if (n.dir && (dst + "/").startsWith(src + "/")) return cb(fail("EINVAL"));
      if (old) old.path = null;
      // The node and, for a directory, everything under it move.
      const moved = [...this.nodes.keys()].filter((k) => k === src || k.startsWith(src + "/"));
      const changed = [];
      for (const k of moved) {
        const m = this.nodes.get(k), to = dst + k.slice(src.length);
        this.nodes.delete(k);
        m.path = to;
        this.nodes.set(to, m);
        changed.push(k, to);
      }
      this.save(changed, cb);
    }

    unlink(path, cb) {
      const p = norm(path), n = this.lookup(p, cb);
      if (!n) return;
      if (n.dir) return cb(fail("EISDIR"));
      this.nodes.delete(p);
      n.path = null;
      this.save([p], cb);
    }

    rmdir(path, cb) {
      const p = norm(path), n = this.lookup(p, cb);
      if (!n) return;
      if (!n.dir) return cb(fail("ENOTDIR"));
      if (p === "/") return cb(fail("EBUSY"));
      for (const k of this.nodes.keys()) if (k !== p && parentOf(k) === p) return cb(fail("ENOTEMPTY"));
      this.nodes.delete(p);
      n.path = null;
      this.save([p], cb);
    }

    utimes(path, atime, mtime, cb) {
      const p = norm(path), n = this.lookup(p, cb);
      if (!n) return;
      n.atimeMs = atime * 1000;
      n.mtimeMs = mtime * 1000;
      this.save([p], cb);
    }

    // Modes and owners are not kept: a file's owner is the page.
    chmod(path, mode, cb) { if (this.lookup(path, cb)) cb(null); }
    chown(path, uid, gid, cb) { if (this.lookup(path, cb)) cb(null); }
    lchown(path, uid, gid, cb) { if (this.lookup(path, cb)) cb(null); }
    fchmod(fd, mode, cb) { if (this.file(fd, cb)) cb(null); }
    fchown(fd, uid, gid, cb) { if (this.file(fd, cb)) cb(null); }
    link(path, link, cb) { cb(fail("ENOSYS")); }
    symlink(path, link, cb) { cb(fail("ENOSYS")); }
    readlink(path, cb) { cb(fail("EINVAL")); }
  }

  // plyFS.open(name) reads the file system kept in the IndexedDB database
  // name and makes it the one the Go program uses (globalThis.fs). Without
  // IndexedDB the file system lives in memory only.
  async function open(name) {
    let db = null, keys = [], values = [];
    try {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore("files");
      db = await request(req);
      const store = db.transaction("files", "readonly").objectStore("files");
      [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
    } catch (e) {
      // No IndexedDB (a private window of some browsers): the board
      // plays on, and forgets its games with the page.
      console.warn("ply: no IndexedDB, games are kept in memory only:", e);
      db = null;
    }
    const fs = new MemFS(db, globalThis.fs);
    // Parents before their children.
    const order = keys.map((k, i) => i).sort((a, b) => keys[a].length - keys[b].length);
    for (const i of order) {
      const p = keys[i], v = values[i];
      if (p === "/" || !fs.nodes.has(parentOf(p))) continue;
      fs.node(p, !!v.dir, v.dir ? new Uint8Array(0) : new Uint8Array(v.data), v.atimeMs, v.mtimeMs);
    }
    globalThis.fs = fs;
    return fs;
  }

  globalThis.plyFS = { open };
})();
