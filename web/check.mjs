// Loads the game in a browser and checks it as a player would: the title is drawn (not a blank
// or magenta page), a click on a pit plays a move, the sound runs after that first touch, after a
// reload the title offers the game kept in the page's storage, and with `?kiosk` the computer
// demonstrates on its own.
//   node web/check.mjs URL PICTURES chromium|firefox
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";

// Puppeteer's library from the tools folder web/check.sh installed it in: it drives Debian's
// Chromium (headless, software WebGL by SwiftShader) and Firefox ESR (by WebDriver BiDi, in the
// X display web/check.sh gives it: headless Firefox has no WebGL without a GPU).
const require = createRequire(`${process.env.MARUM_WEB_TOOLS}/`);
const puppeteer = require("puppeteer-core");

const [url, out, browserName] = process.argv.slice(2);
const width = 1280, height = 720;

const browser = await puppeteer.launch(browserName === "firefox"
  ? {
    browser: "firefox",
    executablePath: "/usr/bin/firefox-esr",
    headless: false,
    args: [`--width=${width}`, `--height=${height}`],
  }
  : {
    browser: "chrome",
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--no-first-run", "--disable-quic"],
  });
// Pixel statistics of screenshots, read back through a 2D canvas in a page of its own (the game's
// page is the front tab: a tab behind draws a frame a second).
const analyser = await browser.newPage();
await analyser.evaluate(() => {
  window.pixelsOf = async (png, [x, y, w, h]) => {
    const image = new Image();
    image.src = "data:image/png;base64," + png;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0);
    return context.getImageData(x, y, w, h).data;
  };
});
const page = await browser.newPage();
await page.bringToFront();
await page.setViewport({ width, height });
// Headless browsers let sound start untouched: hold every audio context the page opens back
// until a touch or a key, as browsers do, and remember them to ask whether their sound runs.
await page.evaluateOnNewDocument(() => {
  let touched = false;
  for (const type of ["pointerdown", "keydown"]) {
    window.addEventListener(type, () => { touched = true; }, { capture: true });
  }
  window.audioContexts = [];
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(...options) {
      super(...options);
      window.audioContexts.push(this);
      if (!touched) super.suspend();
    }
    resume() { return touched ? super.resume() : Promise.resolve(); }
  };
});
const logs = [];
page.on("console", (message) => logs.push(`${message.type()}: ${message.text()}`));
page.on("pageerror", (error) => logs.push(`page error: ${error.message}`));

async function statsOf(png, region = [0, 0, width, height]) {
  return analyser.evaluate(async ([data, region]) => {
    const pixels = await window.pixelsOf(data, region);
    const colours = new Set();
    let magenta = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
      colours.add((r >> 4) << 8 | (g >> 4) << 4 | (b >> 4));
      if (r > 200 && g < 80 && b > 200) magenta++;
    }
    return { colours: colours.size, magenta: magenta / (pixels.length / 4) };
  }, [png.toString("base64"), region]);
}
async function differenceOf(before, after, region) {
  return analyser.evaluate(async ([a, b, region]) => {
    const [p, q] = [await window.pixelsOf(a, region), await window.pixelsOf(b, region)];
    let changed = 0;
    for (let i = 0; i < p.length; i += 4) {
      if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 60) changed++;
    }
    return changed / (p.length / 4);
  }, [before.toString("base64"), after.toString("base64"), region]);
}

function fail(reason) {
  console.error(`FAIL: ${reason}`);
  // The game's own warnings and errors, without Bevy's notes on what WebGL2 lacks.
  const problems = logs.filter((l) => /^(warning|error|page error)|WARN|ERROR/.test(l) && !/lacks support|not loaded|software rendering|AudioContext/.test(l));
  console.error(problems.slice(-30).join("\n"));
  process.exit(1);
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const picture = async () => Buffer.from(await page.screenshot());
async function shot(name) {
  const png = await picture();
  writeFileSync(`${out}/${name}.png`, png);
  return png;
}
// Opens the game with `search` as the page's address parameters.
async function openWith(search) {
  const address = new URL(url);
  address.search = search;
  await page.goto(address.href);
}

const started = Date.now();
await page.goto(url);
if ((await page.title()) !== "Marum") fail(`the page's title is "${await page.title()}"`);

// A screen opened (the title, a replay, the kiosk): wait until the board and the buttons are
// drawn (many colours), then a few seconds more for the buttons' text.
async function awaitDrawn(name, since) {
  let firstFrame = null;
  for (let waited = 0; ; waited += 1000) {
    const now = await picture();
    const stats = await statsOf(now);
    // The game's first frame: the page's plain background gives way to the room at the left of
    // the middle (the loading line stands in the middle).
    if (firstFrame === null && (await statsOf(now, [100, 230, 300, 150])).colours > 8) {
      firstFrame = (Date.now() - since) / 1000;
    }
    if (stats.colours > 300) {
      if (stats.magenta > 0.02) fail(`the title is ${Math.round(stats.magenta * 100)} % magenta`);
      break;
    }
    if (waited > 120000) fail(`the title never appeared (${stats.colours} colours)`);
    await pause(1000);
  }
  const drawn = (Date.now() - since) / 1000;
  await pause(3000);
  return { picture: await shot(name), firstFrame, drawn };
}
const title = await awaitDrawn("title", started);

// A few of the page's frames: the game updates once in each (a software renderer on a busy
// machine may take a second a frame, so time alone says nothing).
const frames = (count) => page.evaluate((count) => new Promise((resolve) => {
  const next = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
  next(count);
}), count);
// A player's click: the pointer comes to rest over the target (picking needs a frame to see what
// is under it), presses and releases, each seen by the game in a frame of its own.
async function clickAt(x, y) {
  await page.mouse.move(x, y);
  await frames(3);
  await page.mouse.down();
  await frames(3);
  await page.mouse.up();
  await frames(3);
}
// The pointer out of the way, so that no hover glow counts as a change.
async function restPointer() {
  await page.mouse.move(5, 360);
  await frames(5);
}

// Title → Play → Two players → Toss the coin → Play (positions on a 1280×720 page, which has no Quit).
for (const [x, y, name] of [[476, 652, "menu"], [420, 274, "two-players"], [369, 547, "toss"], [368, 492, "board"]]) {
  await clickAt(x, y);
  await pause(3000);
  await shot(name);
}
const board = [300, 240, 700, 240];
await restPointer();
const before = await shot("before-move");
// Whoever moves first: a pit of player 1's row, then one of player 2's.
await clickAt(590, 395);
await pause(1500);
await clickAt(683, 320);
await restPointer();
await pause(8000);
const after = await shot("after-move");
const changed = await differenceOf(before, after, board);
if (changed < 0.02) fail(`a click on a pit changed ${(changed * 100).toFixed(2)} % of the board`);
// The seeds' glow and the light move on their own: the game kept in the page's storage says that
// a move was played.
const decisions = await page.evaluate(
  () => JSON.parse(localStorage.getItem("marum/config/saved_game.json") ?? "{}").decisions?.length ?? 0);
if (decisions < 1) fail(`the game kept in the page's storage has ${decisions} decisions`);
// The first touch unlocked the sound: the game's audio runs and its clock has moved. Where it
// does not, a context of the check's own, opened after the touch, tells whether this browser runs
// any sound at all here (Firefox finds no audio device on a machine without a sound server).
const sound = await page.evaluate(() => window.audioContexts.map((c) => [c.state, c.currentTime]));
let soundNote = `the sound runs after the first touch (${sound.length} audio context)`;
if (sound.length === 0 || !sound.every(([state, time]) => state === "running" && time > 0)) {
  const probe = await page.evaluate(async () => {
    const context = new AudioContext();
    await Promise.race([context.resume(), new Promise((resolve) => setTimeout(resolve, 2000))]);
    const state = context.state;
    context.close();
    return state;
  });
  if (probe === "running" || sound.length === 0) {
    fail(`after the first touch the game's sound is not running (audio contexts: ${JSON.stringify(sound)})`);
  }
  soundNote = `the sound was not checked: this browser runs no audio here (the game's audio context ` +
    `and one opened after the touch both stay ${probe})`;
}

// The game in progress is kept in the page's storage: after a reload the title offers to resume
// it, one more button in the row.
const reloaded = Date.now();
await page.reload();
const again = await awaitDrawn("title-after-reload", reloaded);
const buttons = [280, 600, 720, 110];
const resumable = await differenceOf(title.picture, again.picture, buttons);
if (resumable < 0.02) {
  const kept = await page.evaluate(() => Object.keys(localStorage).join(", "));
  fail(`after a reload the title offers no game to resume (the page's storage holds: ${kept || "nothing"})`);
}

// A replay: the game just played, saved as a record in the page's storage, opened by the address
// (`?replay=`). "Next move" plays its first decision again: the pits' counts change.
await page.evaluate(() => {
  const saved = JSON.parse(localStorage.getItem("marum/config/saved_game.json"));
  const { variant, options, first } = saved.setup;
  const record = { variant, options, first, decisions: saved.decisions };
  localStorage.setItem("marum/data/records/check.json", JSON.stringify(record));
});
await openWith("?replay=marum/data/records/check.json");
const replay = await awaitDrawn("replay", Date.now());
// Every frame's distance from the last, from here on: a search that held the page's one thread
// would show as a long one.
await page.evaluate(() => {
  window.frameGaps = [];
  let last = performance.now();
  const tick = (now) => { window.frameGaps.push(now - last); last = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
const counts = [[340, 262, 600, 34], [340, 422, 600, 34]];
await clickAt(1034, 689);
await restPointer();
await pause(8000);
const replayed = await shot("replay-next-move");
const countChange = Math.max(...await Promise.all(counts.map((r) => differenceOf(replay.picture, replayed, r))));
if (countChange < 0.03) fail(`"Next move" in a replay changed ${(countChange * 100).toFixed(2)} % of the pits' counts`);
// Review: the computer weighs the record's decisions, a slice a frame.
await clickAt(1194, 689);
await restPointer();
await pause(15000);
const reviewed = await shot("review");
const panel = await differenceOf(replayed, reviewed, [10, 100, 1260, 130]);
if (panel < 0.1) fail(`"Review" in a replay showed no review panel (${(panel * 100).toFixed(1)} % changed)`);
const [medianFrame, longestFrame] = await page.evaluate(() => {
  const gaps = [...window.frameGaps].sort((a, b) => a - b);
  return [gaps[Math.floor(gaps.length / 2)], gaps[gaps.length - 1]];
});

// The kiosk: with `?kiosk` (and no kiosk.json beside the page) the computer demonstrates on
// its own, with nobody touching the page.
await openWith("?kiosk");
const kiosk = await awaitDrawn("kiosk", Date.now());
await pause(12000);
const demonstrated = await shot("kiosk-later");
const demoChange = await differenceOf(kiosk.picture, demonstrated, board);
if (demoChange < 0.02) {
  fail(`the kiosk's demonstration did not move (${(demoChange * 100).toFixed(2)} % of the board changed in 12 s)`);
}

// The kiosk as an exhibitor set it up in a file beside the page: Congkak only, captions in
// Bahasa Melayu. The board (seven pits a row, two houses) and the invitation's words differ
// from the default kiosk's.
await openWith("?kiosk&kiosk-config=check-kiosk.json");
const configured = await awaitDrawn("kiosk-configured", Date.now());
const invitation = [300, 550, 680, 110];
const words = await differenceOf(kiosk.picture, configured.picture, invitation);
const boardShape = await differenceOf(kiosk.picture, configured.picture, [100, 220, 1080, 280]);
if (words < 0.05 || boardShape < 0.2) {
  fail(`the kiosk configured by a file beside the page looks like the default one (invitation ` +
    `${(words * 100).toFixed(1)} %, board ${(boardShape * 100).toFixed(1)} % changed)`);
}

console.log(`ok: first frame after ${title.firstFrame?.toFixed(1)} s, title drawn after ` +
  `${title.drawn.toFixed(1)} s; a click on a pit played a move (${(changed * 100).toFixed(1)} % of the board ` +
  `changed, ${decisions} decision kept); ${soundNote}; after a reload the title offers the game to resume; "Next move" in its replay ` +
  `played its decision and "Review" weighed it; frames meanwhile ${medianFrame.toFixed(0)} ms (median), ` +
  `${longestFrame.toFixed(0)} ms at the longest; the kiosk demonstrates on its own ` +
  `(${(demoChange * 100).toFixed(1)} % of the board changed in 12 s) and follows a configuration file ` +
  `beside the page (invitation ${(words * 100).toFixed(1)} %, board ${(boardShape * 100).toFixed(1)} % ` +
  `unlike the default's; pictures in ${out}/)`);
await browser.close();
