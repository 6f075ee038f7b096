// NpmPackageIT: the classic script's global Parlour, typed by parlour-widget/parlour.js's declarations.
import type {} from "parlour-widget/parlour.js";

const puzzle = Parlour.embed("#puzzle", { game: "gone", size: "16x16", mode: "challenge", k: 3 });
puzzle.on("gameOver", e => console.log(e.result, e.reason, e.score));
Parlour.maxLive = 4;
console.log(Parlour.version, Parlour.widgets().length, Parlour.ignored(), Parlour.of("#puzzle") === puzzle);
