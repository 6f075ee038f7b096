// NpmPackageIT: a page script using parlour-widget as an ES module: every method, every event, typed under --strict;
// bundled by esbuild, it plays on a page of another origin than the widget's site and leaves its findings in
// window.results and window.heard.
import Parlour, { embed, of, widgets, ignored, setBase, define, version } from "parlour-widget";
import type { ParlourHandle, ParlourBoardElement, WidgetState, MoveEvent, SetResult } from "parlour-widget";

declare global {
    interface Window { parlourSite: string; results?: Record<string, unknown>; heard: string[] }
}

setBase(window.parlourSite);
const heard: string[] = (window.heard = []);
const board: ParlourHandle = embed("#board", { game: "dots", size: "2x2", p1: "human", p2: "human", sound: "off", startTimeout: 60000 });
board.on("ready", e => heard.push("ready " + e.version + " " + e.game));
const onMove = (e: MoveEvent) => heard.push("move " + e.move + " " + e.player + " " + e.by);
board.on("move", onMove);
board.on("turn", e => heard.push("turn " + e.toMove));
board.on("gameOver", e => heard.push("gameOver " + e.result + " " + e.reason));
board.on("illegalMove", e => heard.push("illegalMove " + e.move + " " + (e.from ?? "play")));
board.on("optionError", e => heard.push("optionError " + e.option + " " + e.message));
board.on("error", e => heard.push("error " + e.message + " " + (e.url ?? "")));

async function run(): Promise<Record<string, unknown>> {
    const up: ParlourHandle = await board.ready;
    const s: WidgetState = await board.getState();
    const after: WidgetState = await board.play(s.legal[0]);
    const position: string = await board.getPosition();
    const undone: WidgetState = await board.undo();
    const redone: WidgetState = await board.redo();
    const set: boolean = await board.setPosition(position);
    const illegal = await board.play("zz9").then(() => "accepted", (e: Error) => e.message);
    const link: string = await board.shareLink();
    const focused: boolean = await board.focus();
    board.off("move", onMove);
    const fresh: boolean = await board.newGame({ size: "3x3" });
    const changed: boolean = await board.setOptions({ size: "2x2" });
    const live: SetResult = await board.set({ theme: "dark", colours: { p1: "#005aa0" } });
    const listed = of("#board") === up && widgets().length === 1 && Parlour.maxLive === 10 && ignored() === 0;
    const result = { version, handleVersion: board.version, base: Parlour.base, played: after.moves, undone: undone.moves,
        redone: redone.moves, set, illegal, link, focused, fresh, changed, listed,
        live: live.applied.join(" ") + (live.newGame ? " new game" : " same game") };
    await board.destroy();
    // the same widget as an element, <parlour-board>, its events DOM events
    define();
    const element: ParlourBoardElement = document.createElement("parlour-board");
    for (const [name, value] of [["game", "dots"], ["size", "2x2"], ["p1", "human"], ["p2", "human"], ["sound", "off"]])
        element.setAttribute(name, value);
    element.style.width = "360px";
    element.style.height = "300px";
    element.addEventListener("move", (e: CustomEvent<MoveEvent>) => heard.push("element move " + e.detail.move));
    document.body.appendChild(element);
    await element.ready;
    const byElement: WidgetState = await element.play("a1-b1");
    await element.destroy();
    return { ...result, element: byElement.moves.join(" ") };
}
run().then(r => { window.results = r; }, (e: Error) => { window.results = { failed: e.message }; });
