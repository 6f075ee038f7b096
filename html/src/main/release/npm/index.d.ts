// Types for parlour-widget @project.version@: the loader's options, each widget's handle (methods, events) and the
// loader itself, as the README's "Embedding" section describes them.

/** The games, in the menu's order (written in by the build from the catalogue: sitebuild.CatalogueTexts). */
export type GameId = /*GameId*/;

/** A seat's player: a person, or the computer at its default or a named level (easy, medium, strong; Gone: random, best). */
/** "friend": someone elsewhere, whose moves the page passes in with play(). */
export type Player = "human" | "friend" | "ai" | `ai:${string}`;

/** A board size, boxes (Dots) or cells (Arrows, Gone) across x up, e.g. "7x7". */
export type BoardSize = `${number}x${number}`;

type OnOff = "on" | "off";

/**
 * Each game's own options, as newGame() and setOptions() take them (a game has only its own); written in by the build
 * from the games' own descriptions of their options (sitebuild.CatalogueTexts).
 */
export interface GameOptions {
    /** Another game to start (its code is fetched first; the promise rejects if it cannot be). */
    game?: GameId;
    /*GameOptions*/
}

/**
 * A mark on the board in the game's own names for its places: Dots dots "a1" (a box by its bottom-left dot), Morris
 * points "c2", Arrows cells "3,4" (column,row from 1 at the top left), Gone places "3,4" (x,y from 0 at the top left).
 */
export interface Mark {
    kind: "arrow" | "ring" | "line" | "fill" | "label";
    /** The place; a line's two ends joined by "-", e.g. "a1-b1". */
    at: string;
    /** Where an arrow points (arrows only). */
    to?: string;
    /** green (the default), red, blue, yellow (each in a shade the theme chooses) or "#rrggbb". */
    colour?: "green" | "red" | "blue" | "yellow" | `#${string}`;
    /** A label's text, 1 to 12 characters (labels only). */
    text?: string;
}

/** CSS colours as #rrggbb, #rgb or rgb(r, g, b); one left out is the default theme's. */
export interface PageColours {
    board?: string;
    lines?: string;
    p1?: string;
    p2?: string;
    accent?: string;
}

/** The options set() changes on a running widget: all but first, marks, position, puzzle and the loader's own. */
export type LiveOptions = Omit<EmbedOptions, "first" | "marks" | "position" | "puzzle" | "id" | "debug" | "base" | "startTimeout">;

/** What set() did: the options applied, and whether a new game started (game, or a game's own option, was given). */
export interface SetResult {
    applied: string[];
    newGame: boolean;
}

/** A widget's options: the data- attributes of a declarative element, the second argument of embed(). */
export interface EmbedOptions extends GameOptions {
    /** The game; without it the widget opens on the menu. */
    game?: GameId;
    p1?: Player;
    p2?: Player;
    /** Who moves first. */
    first?: "1" | "2" | "random" | 1 | 2;
    /** auto: dark when the browser asks for a dark colour scheme, else high contrast. */
    theme?: "contrast" | "classic" | "dark" | "auto";
    /**
     * The page's own palette (data-colours: the same as JSON), over the theme: the board, its dots and text (lines),
     * the players, the cursor and buttons (accent). A colour that does not stand out from the board (lines 4.5:1, the
     * others 3:1) is replaced by the nearest one that does, and an optionError names the pair and its ratio.
     */
    colours?: PageColours | string;
    sound?: OnOff;
    /** The animations, for this visit only. */
    speed?: "slow" | "normal" | "fast" | "instant";
    /** on: shows the game and steps through its moves, and takes no move from the visitor. */
    viewOnly?: OnOff;
    /**
     * The game to show: save-format text (a commented lesson of any length, up to a save's 4 MB) or a share link's
     * base64url form; its players are the save's.
     */
    position?: string;
    /**
     * A puzzle: "best" (the side to move finds a best move, as the game's analysis judges it), a line of moves
     * ("a1-b1 b1-c1 …", the replies played by the widget) on the position, or "collection:NAME" (the collection's
     * next unsolved puzzle: dots-endgames, morris6-wins, morris9-escapes, morris9-endings,
     * arrows-escapes, gone-seeds).
     */
    puzzle?: string;
    /** Marks on the new game's board (data-marks: the same as JSON); a bad one is an optionError, the others drawn. */
    marks?: Mark[] | string;
    /** The widget's language for this run; else the player's choice, the page's lang, the browser's. */
    lang?: "en" | "pl";
    /** The widget's storage slot: its game is kept under this name and taken up again after a reload. */
    id?: string;
    /** The widget logs its events to the console. */
    debug?: "on" | true;
    /** The site folder holding embed.html (for this widget; else the loader's, see setBase). */
    base?: string | URL;
    /** Milliseconds from the widget's start to its ready event before ready rejects and an error event fires (15000). */
    startTimeout?: number;
    /**
     * The page where a friend opens a friend link (this page's own address, say): friendLink() points there, and on
     * that page a widget with this option takes up the game in the address's #parlour-friend= fragment. Without it,
     * friend links open the site's embed.html.
     */
    friendPage?: string | URL;
}

/** The game as getState() and the ready event give it. Each of the game's own options is also at the top level. */
export interface WidgetState {
    /** The game on screen; null on the menu. */
    game: GameId | null;
    options: Record<string, string>;
    /** Each seat's player: "human" or "ai:LEVEL". */
    players: [string, string];
    /** The seat to move, 1 or 2 (0: neither, e.g. between rounds). */
    toMove: number;
    score?: [number | string, number | string];
    /** Seconds left on each seat's clock, in games with clocks. */
    clocks?: [number, number];
    /** "none" while the game goes on, else the winning seat ("1", "2") or the game's word for a draw. */
    result: string;
    moves: string[];
    legal: string[];
    thinking: boolean;
    status: string;
    hint: string | null;
    analysisOn: boolean;
    analysis: { move: string; value: number; exact: boolean; best: boolean; blunder: boolean }[];
    /** The page's marks on the board. */
    marks: Mark[];
    /** The save's comments on moves, by move number (0: before the first move). */
    comments: { move: number; text: string }[];
    /** The puzzle on the board, or null; number, count, title and difficulty for a collection's, line for the page's. */
    puzzle: {
        collection: string | null;
        number?: number;
        count?: number;
        title?: string;
        difficulty?: number;
        status: "playing" | "solved";
        tries: number;
        hints: number;
        line?: string;
    } | null;
    [option: string]: unknown;
}

/** The ready event's data: the state, and the running widget's version. */
export interface ReadyEvent extends WidgetState {
    version: string;
}

export interface MoveEvent {
    game: GameId;
    number: number;
    move: string;
    /** The seat that moved: 1, 2, or 0 for the game's own automaton. */
    by: 0 | 1 | 2;
    player: "human" | "friend" | "computer" | "automaton";
    /**
     * Who passed the move in: "board" (the person at this widget: a click, key or typed move), "play" (the page's
     * play(): a friend's moves come this way), the computer or the automaton. Relay "board" moves to a friend.
     */
    from: "board" | "play" | "computer" | "automaton";
    /** The computer's level, else null. */
    level: string | null;
    /** The save-format text after the move. */
    position: string;
    score: number[] | null;
}

export interface TurnEvent {
    game: GameId;
    toMove: number;
    status: string;
}

export interface GameOverEvent {
    game: GameId;
    result: string;
    score: number[] | null;
    reason: string;
}

export interface IllegalMoveEvent {
    move: string;
    reason: string;
    /** "board" for a click or key the board refused; absent for play(). */
    from?: "board";
}

export interface OptionErrorEvent {
    /** The option, where the message names one. */
    option: string | null;
    message: string;
}

export interface ErrorEvent {
    message: string;
    /** The URL that failed (embed.html, a script, or embed.html for a board that did not start in time). */
    url?: string;
    /** The browser took the board's drawing context; the loader parks it. */
    contextLost?: boolean;
}

/** A puzzle's news: a move judged, a hint, the end, or a collection's puzzle begun. */
export interface PuzzleEvent {
    result: "right" | "wrong" | "hint" | "solved" | "started";
    /** right, wrong: the move played; hint: the first right move. */
    move?: string;
    /** wrong: what the move costs, in the game's terms and the widget's language ("This gives away 3 boxes."). */
    reason?: string;
    /** solved: the moves tried (the wrong ones too) and the hints asked for. */
    tries?: number;
    hints?: number;
    /** started (a collection's puzzle): the collection, the puzzle's number and title, how many there are, 1 to 5. */
    collection?: string;
    number?: number;
    count?: number;
    title?: string;
    difficulty?: number;
}

/** The widget waits for a friend elsewhere to move: at ready, and after each move that leaves them to move. */
export interface FriendWaitingEvent {
    game: GameId;
    toMove: number;
    /** The moves so far. */
    moves: string[];
    /** The save-format text of the game now. */
    position: string;
}

/** The board stepped to another position of its game (Left, Right, Home, End in its move list; a viewOnly board's). */
export interface ReviewEvent {
    game: GameId;
    /** How many of the game's moves the position shown is after (0: the start). */
    shown: number;
    /** The game's moves. */
    count: number;
}

/** Each event's name and its data. */
export interface ParlourEvents {
    ready: ReadyEvent;
    move: MoveEvent;
    turn: TurnEvent;
    gameOver: GameOverEvent;
    illegalMove: IllegalMoveEvent;
    optionError: OptionErrorEvent;
    error: ErrorEvent;
    puzzle: PuzzleEvent;
    friendWaiting: FriendWaitingEvent;
    review: ReviewEvent;
}

export type ParlourEventName = keyof ParlourEvents;

/** A widget: its methods (each a Promise) and events. */
/** What diagram() draws. */
export interface DiagramOptions {
    /** "svg" (the default) for SVG text, "png" for a PNG Blob. */
    format?: "svg" | "png";
    /** The picture's width in pixels, 64 to 4096 (480 when left out); its height follows the board's shape. */
    size?: number;
    /** Marks drawn over the position in place of the board's own (setMarks'); [] for none. */
    marks?: Mark[];
    /** The columns' letters and the rows' numbers beside the board. */
    coordinates?: boolean;
}

/** What Parlour.diagram draws: diagram()'s options, the look a widget takes, and how far into the save. */
export interface LoneDiagramOptions extends DiagramOptions, Pick<EmbedOptions, "lang" | "theme" | "colours"> {
    /** The position after this many of the save's moves (all of them when left out). */
    moves?: number;
}

export interface ParlourHandle {
    readonly element: HTMLElement;
    readonly options: EmbedOptions;
    /**
     * Resolves with the handle when the board is up with the page's game on it (its position, marks, players and
     * puzzle; calls made before wait for it); rejects when it cannot start (the error has the url).
     */
    readonly ready: Promise<ParlourHandle>;
    /** The running widget's version (its site's), the loader's until it says it. */
    readonly version: string;
    /** The optionError events so far. */
    readonly optionErrors: OptionErrorEvent[];
    getState(): Promise<WidgetState>;
    /**
     * The state after the move; rejects with the reason (and fires illegalMove). With a friend elsewhere, plays only
     * the friend's move (once the move before is shown), and rejects in your turn: "it is your turn, not your friend's".
     */
    play(move: string): Promise<WidgetState>;
    undo(): Promise<WidgetState>;
    redo(): Promise<WidgetState>;
    /** The save-format text. */
    getPosition(): Promise<string>;
    /** Shows a saved game, of another game too (its code fetched first); rejects naming the bad line. */
    setPosition(text: string): Promise<boolean>;
    newGame(options?: GameOptions): Promise<boolean>;
    setOptions(options: GameOptions): Promise<boolean>;
    /**
     * Changes players, theme, colours, speed, sound, lang and viewOnly on the running game, which is kept; a new game
     * starts only for game and the game's own options. Rejects (changing nothing) naming a bad option.
     */
    set(options: LiveOptions): Promise<SetResult>;
    /** Starts a puzzle, as the puzzle option does; rejects with what is wrong with it (the game stays). */
    setPuzzle(puzzle: string): Promise<boolean>;
    /** A hint, as the Hint button gives it: in a puzzle, its first right move (a puzzle event, result "hint"). */
    showHint(): Promise<boolean>;
    /** A collection's next (previous) puzzle; rejects when the puzzle on the board is from no collection. */
    nextPuzzle(): Promise<boolean>;
    previousPuzzle(): Promise<boolean>;
    /** Whether the board took the focus. */
    focus(): Promise<boolean>;
    /** Asks for a hint as the Hint button does; the state's hint names it once found. */
    showHint(): Promise<boolean>;
    /** Turns the analysis overlay on or off as the Analysis button does. */
    setAnalysis(on: boolean): Promise<boolean>;
    /** Replaces the page's marks; resolves with the marks drawn, or rejects naming each bad one (the others drawn). */
    setMarks(marks: Mark[]): Promise<Mark[]>;
    getMarks(): Promise<Mark[]>;
    /**
     * The position on the board as a picture for print and pages: a standalone SVG (the board, the pieces, the last
     * move and the marks in the theme's colours, with a title and a description for screen readers), or a PNG of it.
     * Rejects naming a bad option or a mark not on this board.
     */
    diagram(options?: DiagramOptions & {format?: "svg"}): Promise<string>;
    diagram(options: DiagramOptions & {format: "png"}): Promise<Blob>;
    /** A link to embed.html showing this game: the game and size on the board now, the options of the last newGame. */
    shareLink(): Promise<string>;
    /**
     * A link that sends this game to the friend elsewhere (the seat that is "friend"), inviting them to play their
     * side: the friendPage option's page, else embed.html, with the game (save text compressed, base64url) in its
     * #parlour-friend= fragment. Rejects when no seat is a friend's.
     */
    friendLink(): Promise<string>;
    /**
     * Opens a friend link on the running board: the friend's reply continues the game kept here, its moves played
     * with the usual animation and words, when it only adds their moves; it rejects with the reason, the game
     * unchanged, when it changes a move already played, plays for your side, is older than this game or is not a
     * Parlour game. On a board with no game with a friend, the link's game opens. (position takes such a link too.)
     */
    openLink(url: string | URL): Promise<boolean>;
    on<E extends ParlourEventName>(event: E, listener: (data: ParlourEvents[E], handle: ParlourHandle) => void): this;
    off<E extends ParlourEventName>(event: E, listener: (data: ParlourEvents[E], handle: ParlourHandle) => void): this;
    /** Removes the iframe and every listener, and puts the element's own (fallback) content back. */
    destroy(): Promise<void>;
}

/** The loader: the global Parlour of the classic script, this module's default export. */
export interface ParlourLoader {
    /**
     * A widget in the element (or the first element the selector finds). The element's own content (a fallback link)
     * is hidden while the widget runs and shown again if it fails or is destroyed; the element has the class
     * parlour-focused while the board has the keyboard. An element that has a widget already gives that one when
     * the options are the same; with other options embed throws (and says so in the console), naming the element:
     * use of(element) to drive that widget, or destroy() it first.
     */
    embed(target: string | HTMLElement, options?: EmbedOptions): ParlourHandle;
    /** The element's widget, declarative ones too, or null. */
    of(target: string | HTMLElement): ParlourHandle | null;
    widgets(): ParlourHandle[];
    /**
     * A diagram with no board on the page: a save's text (getPosition()'s) or a friend link drawn as a board's
     * diagram() draws it, by a hidden embed.html that makes no board and no WebGL context, and goes; lang, theme and
     * colours as a widget takes them. Rejects naming a bad option, the save's bad line or a mark off the board.
     */
    diagram(position: string, options?: LoneDiagramOptions & {format?: "svg"}): Promise<string>;
    diagram(position: string, options: LoneDiagramOptions & {format: "png"}): Promise<Blob>;
    /** Messages ignored (wrong source, origin, channel or shape). */
    ignored(): number;
    /** Boards running at once (10): past this, starting one parks the board out of view longest. */
    maxLive: number;
    /** This loader's version. */
    readonly version: string;
    /** The site folder (absolute, ending in "/"), null until known. */
    readonly base: string | null;
    /** Where the widgets come from: the folder holding embed.html. The page's data-parlour-game elements then become widgets too. */
    setBase(url: string | URL): ParlourLoader;
    /**
     * Defines the custom element <parlour-board> (or the name given): its attributes the data- options without
     * "data-", its methods and ready the handle's, its events DOM CustomEvents (detail: the event's data). The classic
     * script defines it by itself; with the package, call setBase first (or give each element a base attribute).
     */
    define(name?: string): ParlourLoader;
}

/** The element <parlour-board>: the handle's methods and ready, and the handle itself once the element is in a page. */
export interface ParlourBoardElement extends HTMLElement, Omit<ParlourHandle, "element" | "options" | "version" | "optionErrors" | "on" | "off" | "focus"> {
    /** The widget's handle, null until the element is first in a page. */
    readonly handle: ParlourHandle | null;
    /** Whether the board took the focus. */
    focus(): Promise<boolean>;
    addEventListener<E extends ParlourEventName>(type: E, listener: (event: CustomEvent<ParlourEvents[E]>) => void, options?: boolean | AddEventListenerOptions): void;
    addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

declare global {
    interface HTMLElementTagNameMap {
        "parlour-board": ParlourBoardElement;
    }
}

declare const Parlour: ParlourLoader;
export default Parlour;
export declare const embed: ParlourLoader["embed"];
export declare const of: ParlourLoader["of"];
export declare const widgets: ParlourLoader["widgets"];
export declare const ignored: ParlourLoader["ignored"];
export declare const setBase: ParlourLoader["setBase"];
export declare const define: ParlourLoader["define"];
export declare const version: string;
