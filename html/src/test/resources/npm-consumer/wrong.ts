// NpmPackageIT: each of these lines must fail to type-check (an unknown option, a misspelt event, an unknown game).
import { embed } from "parlour-widget";
const board = embed("#board", { game: "dots", colour: "red" });
board.on("mvoe", () => console.log("never"));
embed("#other", { game: "chess" });
