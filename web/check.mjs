// Loads the game in headless Chromium and checks it as a player would: the title is drawn (not a
// blank or magenta page), a click on a pit plays a move, and after a reload the title offers the
// game kept in the page's storage.
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";

// Playwright's library from the tools folder web/check.sh installed it in.
const require = createRequire(`${process.env.MARUM_WEB_TOOLS}/`);
const { chromium } = require("playwright-core");

const [url, out] = process.argv.slice(2);
const width = 1280, height = 720;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--no-first-run", "--disable-quic", "--autoplay-policy=no-user-gesture-required"],
});
const page = await browser.newPage({ viewport: { width, height } });
const logs = [];
page.on("console", (message) => logs.push(`${message.type()}: ${message.text()}`));
page.on("pageerror", (error) => logs.push(`page error: ${error.message}`));

// Pixel statistics of screenshots, read back through a 2D canvas in a page of its own.
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
async function shot(name) {
  const png = await page.screenshot();
  writeFileSync(`${out}/${name}.png`, png);
  return png;
}

const started = Date.now();
await page.goto(url);
if ((await page.title()) !== "Marum") fail(`the page's title is "${await page.title()}"`);

// The title screen: wait until the board and the buttons are drawn (many colours), then a few
// seconds more for the buttons' text.
async function awaitTitle(name, since) {
  let firstFrame = null;
  for (let waited = 0; ; waited += 1000) {
    const picture = await page.screenshot();
    const stats = await statsOf(picture);
    if (firstFrame === null && stats.colours > 8) firstFrame = (Date.now() - since) / 1000;
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
const title = await awaitTitle("title", started);

// A player's click: the pointer comes to rest over the target (a software renderer draws a frame
// in a few hundred milliseconds, and picking needs a frame to see what is under the pointer),
// presses and releases.
async function clickAt(x, y) {
  await page.mouse.move(x, y);
  await pause(1000);
  await page.mouse.down();
  await pause(300);
  await page.mouse.up();
}
// The pointer out of the way, so that no hover glow counts as a change.
async function restPointer() {
  await page.mouse.move(5, 360);
  await pause(1500);
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
// The seeds' glow and the light move on their own: the status line and the kept game say that a
// move was played.
const status = await differenceOf(before, after, [360, 12, 560, 40]);
if (status < 0.02) fail("the status line did not change after a click on a pit");
const decisions = await page.evaluate(
  () => JSON.parse(localStorage.getItem("marum/config/saved_game.json") ?? "{}").decisions?.length ?? 0);
if (decisions < 1) fail(`the game kept in the page's storage has ${decisions} decisions`);

// The game in progress is kept in the page's storage: after a reload the title offers to resume
// it, one more button in the row.
const reloaded = Date.now();
await page.reload();
const again = await awaitTitle("title-after-reload", reloaded);
const buttons = [280, 600, 720, 110];
const resumable = await differenceOf(title.picture, again.picture, buttons);
if (resumable < 0.02) {
  const kept = await page.evaluate(() => Object.keys(localStorage).join(", "));
  fail(`after a reload the title offers no game to resume (the page's storage holds: ${kept || "nothing"})`);
}

console.log(`ok: first frame after ${title.firstFrame?.toFixed(1)} s, title drawn after ` +
  `${title.drawn.toFixed(1)} s; a click on a pit played a move (${(changed * 100).toFixed(1)} % of the board ` +
  `changed, ${decisions} decision kept); ` +
  `after a reload the title offers the game to resume (pictures in ${out}/)`);
await browser.close();
