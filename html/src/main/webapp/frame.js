/* Parlour @project.version@: the widget's side of the page API. Inside embed.html, answers the loader (parlour.js) in
   the parent page over postMessage. Only messages from the parent window carrying this frame's channel id are heard. */
(function () {
  "use strict";
  var VERSION = "@project.version@";
  var m = /[#&]parlour=([A-Za-z0-9_-]{1,40})/.exec(location.hash);
  var channel = m && window.parent !== window ? m[1] : null, parent = window.parent, ignored = 0, started = false, api = null;
  // the loader sends the widget's options by message (post=1), of any length; without it they are the URL's (a share
  // link's, or an iframe of embed.html written by hand)
  var posted = !!channel && /[#&]post=1(&|$)/.test(location.hash), page = null, wanted = null;
  function param(name) {
    if (posted) return page && typeof page[name] === "string" ? page[name] : null;
    return window.URLSearchParams ? new URLSearchParams(location.search).get(name) : null;
  }
  // embed.html opened by a friend link (#parlour-friend=CODE): the link is the position
  var friend = !channel && /[#&]parlour-friend=/.test(location.hash) ? location.href : null;
  // plain embed.html (no loader, no share link): the page's own script keeps parlour.onEvent's backlog
  if (!channel && !param("position") && !friend) return;
  // the compiled script reads its options once they are here: the loader's (an object of strings), or null for the URL's
  window.parlourOptions = function (then) {
    if (!posted || page) then(page); else wanted = then;
  };

  // a share link's position is the save text, UTF-8, base64url; anything else is the save text itself
  function unshare(code) {
    // a friend link (its address or its code) is read by the compiled script
    if (code.indexOf("parlour-friend=") >= 0 || /^PF\d/.test(code)) return code;
    if (!/^[A-Za-z0-9_-]+$/.test(code)) return code;
    var b = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    return decodeURIComponent(escape(b));
  }
  function send(msg) {
    if (!channel) return;
    msg.parlour = 1;
    msg.channel = channel;
    parent.postMessage(msg, "*");
  }
  function emit(type, data) { send({event: type, data: data}); }
  // what the loader hears as an event it also writes to the page's console: said here only without a loader
  function warn(message) { if (!channel) console.warn("parlour: " + message); }
  // the loader's sign that embed.html and this script arrived (else it finds out which URL failed), with their version
  send({hello: VERSION});

  // the compiled script, its game's code in, waits here before its heavy work (assets, drawing context, first frame)
  // until the loader gives it the turn: a page's widgets share one thread and start one after another (a loader that
  // deals no turns does not say turn=1)
  var turn = !channel || !/[#&]turn=1(&|$)/.test(location.hash), go = null;
  window.parlourTurn = function (then) {
    if (turn) { then(); return; }
    go = then;
    send({waiting: true});
  };
  function state() { var s = JSON.parse(api.state()); return s; }
  function pairs(obj) {
    var names = [], values = [];
    if (obj && typeof obj === "object") for (var k in obj) if (Object.prototype.hasOwnProperty.call(obj, k)) {
      names.push(String(k)); values.push(String(obj[k]));
    }
    return [names, values];
  }
  function done(reason, result) { if (reason != null) throw new Error(reason); return result; }
  // answered once the game is on screen: another game's code may have to be fetched first
  // a puzzle call's answer, once the puzzle is on (a collection's file, and its game's code, may have to come first)
  function answered(call) {
    return new Promise(function (res, rej) {
      call(function (why) { if (why != null) rej(new Error(why)); else res(true); });
    });
  }
  function newGame(options) {
    var p = pairs(options);
    return new Promise(function (res, rej) {
      api.newGame(p[0], p[1], function (why) { if (why != null) rej(new Error(why)); else res(true); });
    });
  }
  var methods = {
    getState: function () { return state(); },
    getPosition: function () { return api.position(); },
    // answered once the game is on screen: a save of another game fetches that game's code first
    setPosition: function (a) {
      if (typeof a[0] !== "string") throw new Error("setPosition needs the position as text");
      return new Promise(function (res, rej) {
        api.setPosition(a[0], function (why) { if (why != null) rej(new Error(why)); else res(true); });
      });
    },
    // answered once played: a friend's move waits until the move before it is shown
    play: function (a) {
      if (typeof a[0] !== "string" || !a[0]) throw new Error("play needs a move as text, e.g. \"a1-b1\"");
      return new Promise(function (res, rej) {
        playing = true;
        try {
          api.play(a[0], function (why) {
            if (why == null) { res(state()); return; }
            emit("illegalMove", {move: a[0], reason: why});
            rej(new Error("illegal move " + a[0] + ": " + why));
          });
        } finally { playing = false; }
      });
    },
    undo: function () { return done(api.undo(), state()); },
    showHint: function () { return done(api.showHint(), true); },
    setAnalysis: function (a) {
      if (typeof a[0] !== "boolean") throw new Error("setAnalysis needs true or false");
      return done(api.setAnalysis(a[0]), true);
    },
    // the good marks are drawn even when one is refused: the refusal names the others
    setMarks: function (a) {
      if (!Array.isArray(a[0])) throw new Error("setMarks needs an array of marks, e.g. [{kind: \"ring\", at: \"b2\"}]");
      return done(api.setMarks(JSON.stringify(a[0])), state().marks);
    },
    getMarks: function () { return state().marks; },
    redo: function () { return done(api.redo(), state()); },
    newGame: function (a) { return newGame(a[0]); },
    setOptions: function (a) { return newGame(a[0]); },
    // options changed on the running game (a new game only for game and the game's own options); a colour the board
    // does not show clearly enough is replaced, and said as an optionError
    set: function (a) {
      var given = a[0] && typeof a[0] === "object" ? a[0] : {}, plain = {};
      for (var k in given) if (Object.prototype.hasOwnProperty.call(given, k) && given[k] != null)
        plain[k] = typeof given[k] === "object" ? JSON.stringify(given[k]) : given[k];
      var p = pairs(plain);
      return new Promise(function (res, rej) {
        api.set(p[0], p[1], function (json, why) {
          if (why != null) { rej(new Error(why)); return; }
          var r = JSON.parse(json);
          for (var i = 0; i < r.problems.length; i++) emit("optionError", {option: "colours", message: r.problems[i]});
          res({applied: r.applied, newGame: r.newGame});
        });
      });
    },
    setPuzzle: function (a) {
      if (typeof a[0] !== "string") throw new Error("setPuzzle needs the puzzle as text: \"best\", a line of moves or \"collection:NAME\"");
      return answered(function (then) { api.puzzle(a[0], then); });
    },
    nextPuzzle: function () { return answered(function (then) { api.stepPuzzle(1, then); }); },
    previousPuzzle: function () { return answered(function (then) { api.stepPuzzle(-1, then); }); },
    keep: function () { api.keep(); return true; },
    focus: function () { var c = document.querySelector("canvas.parlour-canvas"); if (c) c.focus(); return !!c; },
    ignored: function () { return ignored; }
  };

  // playing: a move of the page's play() is being played (its move event says from: "play")
  var playing = false;
  // the seat to move is a friend elsewhere: the page's script is to pass their move in (play)
  function friendWaiting(s) {
    if (s.result === "none" && (s.players || [])[s.toMove - 1] === "friend")
      emit("friendWaiting", {game: s.game, toMove: s.toMove, moves: s.moves, position: api.position()});
  }

  // friend links: the link that sends the game to the friend (on the page given: the loader's friendPage or its
  // embed.html), and a link opened on the running board (the friend's reply continues the game kept here)
  methods.friendLink = function (a) {
    var page = typeof a[0] === "string" ? a[0] : location.href.replace(/#.*$/, "");
    return new Promise(function (res, rej) {
      api.friendLink(page, function (link, why) { if (why != null) rej(new Error(why)); else res(link); });
    });
  };
  // Parlour.diagram: the compiled script drew the loader's position with no board (diagram=1 among the options)
  window.parlourDiagramDone = function (svg, why) { send({diagram: svg, why: why}); };
  methods.openLink = function (a) {
    if (typeof a[0] !== "string" || !a[0]) throw new Error("openLink needs the friend's link as text");
    return answered(function (then) { api.openLink(a[0], then); });
  };

  function onEvent(line) {
    var w = line.split(" "), s;
    if (w[0] === "move" && w.length >= 4) {
      s = state();
      var score = w[4] === "score" ? w[5].split("-").map(Number) : null;
      var seat = +w[2], player = seat === 0 ? "automaton" : String((s.players || [])[seat - 1] || "");
      var ai = player.indexOf("ai:") === 0;
      // from: who passed the move in: this board (a click, key or typed move), the page's play() (a friend's moves
      // come only that way), the computer or the automaton
      emit("move", {game: s.game, number: +w[1], move: w[3], by: seat,
        player: ai ? "computer" : player, level: ai ? player.substring(3) : null,
        from: seat === 0 ? "automaton" : ai ? "computer" : playing || player === "friend" ? "play" : "board",
        position: api.position(), score: score});
      if (s.result === "none") emit("turn", {game: s.game, toMove: s.toMove, status: s.status});
      friendWaiting(s);
    } else if (w[0] === "game" && w[1] === "over") {
      s = state();
      emit("gameOver", {game: s.game, result: w[3], score: w[4] === "score" ? w[5].split("-").map(Number) : null,
        reason: s.status});
    } else if (w[0] === "illegal") {
      var rest = line.substring(8), colon = rest.indexOf(": ");
      emit("illegalMove", {move: rest.substring(0, colon), reason: rest.substring(colon + 2), from: "board"});
    } else if (w[0] === "puzzle") {
      emit("puzzle", puzzleEvent(w));
    } else if (w[0] === "review" && w[2] === "of") {
      // "review 3 of 15": the move list steps the board to the position after 3 of the game's 15 moves
      emit("review", {game: state().game, shown: +w[1], count: +w[3]});
    } else if (w[0] === "error:") {
      emit("error", {message: line.substring(7)});
    }
  }

  // "puzzle right a1-b1", "puzzle wrong a1-b1 REASON", "puzzle hint a1-b1", "puzzle solved TRIES HINTS",
  // "puzzle started COLLECTION NUMBER COUNT DIFFICULTY TITLE"
  function puzzleEvent(w) {
    if (w[1] === "solved") return {result: "solved", tries: +w[2], hints: +w[3]};
    if (w[1] === "started") return {result: "started", collection: w[2], number: +w[3], count: +w[4],
      difficulty: +w[5], title: w.slice(6).join(" ")};
    var e = {result: w[1], move: w[2]};
    if (w[1] === "wrong") e.reason = w.slice(3).join(" ");
    return e;
  }

  // begun: the page's game is being put on the board (the events go to the loader from then on); started: it is on
  var drawn = false, subscribed = false, begun = false;
  function ready() {
    if (!subscribed) {
      subscribed = true;
      api.onEvent(function (line) {
        // ready at once after the first frame, not at the next poll
        if (line.indexOf("first frame") === 0) {
          drawn = true;
          // the loader's sign for the next widget on the page to start its own heavy work
          send({drawn: true});
          if (!begun) setTimeout(check, 0);
        }
        if (begun) onEvent(line);
      });
    }
    // a game asked for is on screen; with bad options the menu is, once drawn
    var s = state();
    if (!s.game && !drawn) return false;
    begun = true;
    // the page's own game goes on the board before ready, one step after another (each may wait for code or a file):
    // its position (a widget that took up its kept game, by its id or the loader restarting it, shows that game
    // instead), the page's marks drawn again on it, then its puzzle on that position (a widget that took up its kept
    // game gets a collection's again, not a puzzle on a position it has moved on from)
    var shared = param("position") || friend, puzzle = param("puzzle"), marks = param("marks"), steps = [];
    if (shared && !api.resumed()) steps.push(function (next) {
      var text = null;
      try { text = unshare(shared); } catch (err) { linkFailed("the link's position is damaged"); }
      // a link that does not decode is refused as an empty position: the game opened first then says its start, which
      // it held for the position (LaunchOptions.positionFollows)
      api.setPosition(text == null ? "" : text, function (why) {
        if (text != null) linkFailed(why);
        // the option's problems were told at the start: the marks that stand are drawn, the others stay told
        if (text != null && why == null && marks) api.setMarks(marks);
        next();
      });
    });
    if (puzzle && (!api.resumed() || puzzle.indexOf("collection:") === 0)) steps.push(function (next) {
      api.puzzle(puzzle, function (why) {
        if (why != null) { warn("option 'puzzle': " + why); emit("optionError", {option: "puzzle", message: "option 'puzzle': " + why}); }
        next();
      });
    });
    var problems = api.problems();
    for (var i = 0; i < problems.length; i++) {
      var o = /option '([^']+)'/.exec(problems[i]);
      emit("optionError", {option: o ? o[1] : null, message: problems[i]});
    }
    // past the browser's limit of live WebGL contexts the oldest board goes blank: say so
    var canvas = document.querySelector("canvas.parlour-canvas"), host = document.getElementById("parlour");
    // the host element in the loader's page wears the board's keyboard focus too (parlour-focused)
    if (host && window.MutationObserver) {
      var focused = false;
      new MutationObserver(function () {
        var now = host.classList.contains("parlour-focused");
        if (now !== focused) { focused = now; send({focused: now}); }
      }).observe(host, {attributes: true, attributeFilter: ["class"]});
    }
    if (canvas) canvas.addEventListener("webglcontextlost", function () {
      try { api.keep(); } catch (err) { /* the game was kept at its last move */ }
      emit("error", {message: "the board lost its drawing context (too many boards on this page)", contextLost: true});
    });
    var next = function () { var step = steps.shift(); if (step) step(next); else up(); };
    next();
    return true;
  }
  function linkFailed(why) {
    if (why != null) { warn(why); emit("error", {message: "share link: " + why}); }
  }

  // the page's game is on the board: ready, with its state, and the page's calls are answered from now on
  function up() {
    var s = state();
    // the compiled script's version, which this file's should be: a stale cached copy of either says so
    s.version = typeof api.version === "function" ? api.version() : VERSION;
    if (s.version !== VERSION) console.warn("parlour: frame.js is version " + VERSION + " but the compiled script is " + s.version);
    started = true;
    emit("ready", s);
    friendWaiting(s);
  }

  if (channel) window.addEventListener("message", function (e) {
    var d = e.data;
    if (posted && !page && e.source === parent && d && d.parlour === 1 && d.channel === channel && d.options
        && typeof d.options === "object") {
      page = {};
      for (var k in d.options) if (Object.prototype.hasOwnProperty.call(d.options, k)) page[k] = String(d.options[k]);
      if (wanted) { var take = wanted; wanted = null; take(page); }
      return;
    }
    if (e.source === parent && d && d.parlour === 1 && d.channel === channel && d.turn === true) {
      turn = true;
      if (window.performance && performance.mark) performance.mark("parlour-turn");
      if (go) { var then = go; go = null; then(); }
      return;
    }
    if (e.source !== parent || !d || typeof d !== "object" || d.parlour !== 1 || d.channel !== channel
        || typeof d.call !== "string" || typeof d.id !== "number" || !Object.prototype.hasOwnProperty.call(methods, d.call)) {
      ignored++;
      return;
    }
    try {
      if (!started) throw new Error("the widget is not ready yet");
      var result = methods[d.call](Array.isArray(d.args) ? d.args : []);
      if (result && typeof result.then === "function") {
        result.then(function (r) { send({reply: d.id, ok: true, result: r}); },
          function (err) { send({reply: d.id, ok: false, error: String(err && err.message || err)}); });
      } else send({reply: d.id, ok: true, result: result});
    } catch (err) {
      send({reply: d.id, ok: false, error: String(err && err.message || err)});
    }
  });

  function check() {
    if (begun) return;
    api = window.parlour;
    if (api && typeof api.state === "function" && ready()) clearInterval(poll);
  }
  var poll = setInterval(check, 50);
})();
