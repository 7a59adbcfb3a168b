// sound.js plays the page's few sounds, made with WebAudio (no files): a
// move, a capture, the end of a game, a refused click and a draw offer.
// They are off unless the person turns them on (localStorage "ply.sound").

let ctx = null;

// soundOn reports whether the person turned the sounds on.
export function soundOn() {
  return localStorage.getItem("ply.sound") === "1";
}

// tone plays one note: a wave of the given type and frequency, starting
// at offset seconds, for length seconds, fading out.
function tone(type, freq, offset, length, gain = 0.15, slide = 0) {
  const t = ctx.currentTime + offset;
  const o = ctx.createOscillator(), g = ctx.createGain();
  o.type = type;
  o.frequency.setValueAtTime(freq, t);
  if (slide) o.frequency.exponentialRampToValueAtTime(freq * slide, t + length);
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(gain, t + 0.008);
  g.gain.exponentialRampToValueAtTime(0.0001, t + length);
  o.connect(g).connect(ctx.destination);
  o.start(t);
  o.stop(t + length + 0.02);
}

const sounds = {
  move: () => tone("triangle", 660, 0, 0.09, 0.2, 0.6),
  capture: () => { tone("triangle", 660, 0, 0.08, 0.2, 0.6); tone("square", 220, 0.07, 0.14, 0.08, 0.7); },
  end: () => [523.25, 659.25, 783.99].forEach((f, i) => tone("sine", f, i * 0.12, 0.35, 0.14)),
  error: () => tone("square", 150, 0, 0.14, 0.06, 0.9),
  offer: () => { tone("sine", 880, 0, 0.12, 0.12); tone("sine", 1175, 0.12, 0.16, 0.12); },
};

// sound plays sound kind ("move", "capture", "end", "error", "offer")
// when sounds are on; the page's body records the last one played
// (data-sound, data-sounds counting them).
export function sound(kind) {
  if (!soundOn() || !sounds[kind]) return;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === "suspended") ctx.resume();
    sounds[kind]();
  } catch {
    return; // no audio here: the page goes on silently
  }
  document.body.dataset.sound = kind;
  document.body.dataset.sounds = String(Number(document.body.dataset.sounds ?? 0) + 1);
}
