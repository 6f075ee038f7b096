/* Parlour @project.version@: the loader for page authors. Turns data-parlour-game elements (and Parlour.embed calls)
   into widgets, each in its own iframe of embed.html, and gives the page a handle per widget (methods as Promises,
   events as objects) over a checked postMessage channel. Plain JavaScript, no dependencies. Served as is (a classic
   script: window.Parlour, its site the folder it came from); the build also makes the npm package's ES module and
   CommonJS forms from the parlourLoader function below (sitebuild.WebRelease). */
(function () {
  "use strict";
  if (window.Parlour) return;
  var script = document.currentScript;
  // the site is the folder this script came from (parlour.js or parlour-VERSION.js beside embed.html)
  window.Parlour = parlourLoader(window, document, script ? script.src.replace(/[^\/?#]*([?#].*)?$/, "") : ".");

// parlourLoader begin
function parlourLoader(win, doc, siteBase) {
  "use strict";
  var VERSION = "@project.version@";
  var base = null, widgets = [], seq = 0, ignored = 0, listening = false, lazy = null, watcher = null, seen = null;
  // one widget at a time does its heavy start-up work (all of a page's widgets share one renderer thread), in the order
  // they came into view: every frame in view loads at once, and the first of those started and not yet drawn
  // (active[0]) has the turn until it has drawn its first frame (or failed, or gone); the others wait for theirs
  var active = [];
  var EVENTS = ["ready", "move", "turn", "gameOver", "illegalMove", "optionError", "error", "puzzle"];
  var METHODS = ["newGame", "play", "undo", "redo", "getState", "getPosition", "setPosition", "setOptions", "showHint",
    "setAnalysis", "setMarks", "getMarks", "setPuzzle", "nextPuzzle", "previousPuzzle"];
  // the loader's own options, not passed on to embed.html
  var OWN = {id: 1, base: 1, startTimeout: 1};
  // how long a widget may take from its start to its ready event, unless its startTimeout option says otherwise
  var START_TIMEOUT = 15000;
  // how long after its frame's load event a frame that never said hello is taken for a failed embed.html
  var HELLO_GRACE = 1000;
  // the longest the next widget waits for one with the turn before it goes on anyway (a frame that cannot draw, say)
  var TURN_LIMIT = 4000;

  function inView(e) {
    var r = e.getBoundingClientRect(), h = win.innerHeight || doc.documentElement.clientHeight,
        w = win.innerWidth || doc.documentElement.clientWidth;
    return r.bottom > 0 && r.right > 0 && r.top < h && r.left < w;
  }
  // what the loader itself says in the page, in the widget's language (its lang option, else the page's); the games'
  // titles are written in by the build from the catalogue (sitebuild.CatalogueTexts)
  var WORDS = {
    en: {hidden: "Parlour cannot show a game here: this element is hidden or has no size (give it a width and a height).",
      waiting: "Parlour: waiting to start until this board scrolls into view",
      lost: "Parlour: this board lost its drawing context (too many boards at once). Click to show it again.",
      paused: "Parlour: this board was paused to leave room for the others; its game goes on when it is back in view.",
      failed: "Parlour: this board could not start (the browser's console says why). Reload the page to try again.",
      game: "game",
      /*titles en*/},
    pl: {hidden: "Parlour nie może tu pokazać gry: ten element jest ukryty albo nie ma rozmiaru (nadaj mu szerokość i wysokość).",
      waiting: "Parlour: gra wystartuje, gdy ta plansza pojawi się na ekranie",
      lost: "Parlour: ta plansza straciła kontekst rysowania (zbyt wiele plansz naraz). Kliknij, aby pokazać ją ponownie.",
      paused: "Parlour: ta plansza jest wstrzymana, by zrobić miejsce innym; jej gra toczy się dalej, gdy wróci na ekran.",
      failed: "Parlour: tej planszy nie udało się uruchomić (przyczynę podaje konsola przeglądarki). Odśwież stronę, aby spróbować ponownie.",
      game: "gra",
      /*titles pl*/}
  };
  function el(x) { return typeof x === "string" ? doc.querySelector(x) : x; }
  // styles set one by one through the CSSOM, which a page's strict Content-Security-Policy (style-src 'self') allows,
  // not as a style attribute, which it blocks
  function styled(e, css) {
    for (var k in css) e.style[k] = css[k];
    return e;
  }
  // an element as a message names it: div#club, or div.board.wide, or div
  function describe(e) {
    var name = e.tagName.toLowerCase();
    if (e.id) return name + "#" + e.id;
    var cls = (e.getAttribute("class") || "").trim();
    return cls ? name + "." + cls.split(/\s+/).join(".") : name;
  }
  function warn(msg) { if (win.console) console.warn("Parlour: " + msg); }

  // an attribute's name as an option's: view-only -> viewOnly
  function camel(name) { return name.replace(/-([a-z])/g, function (m, c) { return c.toUpperCase(); }); }

  // options from data- attributes: data-parlour-game="dots" data-size="3x3" -> {game: "dots", size: "3x3"}
  function dataOptions(host) {
    var o = {}, a = host.attributes;
    for (var i = 0; i < a.length; i++) {
      var n = a[i].name;
      if (n === "data-parlour-game") o.game = a[i].value;
      else if (n === "data-viewonly") o.viewOnly = a[i].value;
      // data-view-only -> viewOnly, as the element's dataset names it
      else if (n.indexOf("data-") === 0 && n !== "data-parlour-state")
        o[camel(n.substring(5))] = a[i].value;
    }
    return o;
  }

  // options as strings: marks and colours may be given as objects, and go as JSON
  function texts(options) {
    var t = {};
    for (var k in options) if (Object.prototype.hasOwnProperty.call(options, k) && options[k] != null)
      t[k] = typeof options[k] === "object" ? JSON.stringify(options[k]) : String(options[k]);
    return t;
  }

  function query(options) {
    var q = [], t = texts(options);
    for (var k in t) q.push(encodeURIComponent(k) + "=" + encodeURIComponent(t[k]));
    return q.join("&");
  }

  // a site's folder as an absolute URL ending in "/": "https://example.org/parlour" -> "https://example.org/parlour/"
  function folder(url) {
    var u = new URL(String(url), location.href);
    u.search = "";
    u.hash = "";
    return /\/$/.test(u.href) ? u.href : u.href + "/";
  }

  function onMessage(e) {
    var d = e.data, w = null;
    for (var i = 0; i < widgets.length; i++) {
      var f = widgets[i]._frame || widgets[i]._parking;
      if (f && e.source === f.contentWindow) w = widgets[i];
    }
    if (d && lone[d.channel]) return;
    if (!w || e.origin !== w._origin || !d || typeof d !== "object" || d.parlour !== 1 || d.channel !== w._channel) {
      if (d && d.parlour === 1) ignored++;
      return;
    }
    if (typeof d.reply === "number" && w._calls[d.reply]) {
      var c = w._calls[d.reply];
      delete w._calls[d.reply];
      if (d.ok === true) c[0](d.result); else c[1](new Error(String(d.error)));
    } else if (typeof d.hello === "string") {
      w._greet(d.hello);
      // options go by message: a long position fits in no URL
      if (e.source === (w._frame && w._frame.contentWindow))
        e.source.postMessage({parlour: 1, channel: w._channel, options: w._options}, w._origin);
    } else if (typeof d.focused === "boolean") {
      // the board took or lost the keyboard: the author's element says so, for the page's own styles
      w.element.classList.toggle("parlour-focused", d.focused);
    } else if (d.drawn === true) {
      // its first frame is on screen: the next widget's turn; the page's game has startTimeout from now
      w._done();
      if (!w._isUp) w._clock();
    } else if (d.waiting === true) {
      // the frame has loaded its code and waits for its turn to do the heavy work: no clock runs while it waits
      w._asked = true;
      clearTimeout(w._timer);
      turns();
    } else if (typeof d.failed === "string") {
      // embed.html's own word: a script it needs (frame.js, the bootstrap or the compiled script) did not load
      w._fail("could not load " + d.failed, d.failed);
    } else if (typeof d.event === "string" && EVENTS.indexOf(d.event) >= 0) {
      if (d.event === "ready") {
        clearTimeout(w._timer);
        w._isUp = true;
        if (d.data && typeof d.data.version === "string") w._greet(d.data.version);
        w._ready[0](w);
        w._up[0](w);
        // a frame out of view may not be drawn for a while, and one of an older site never asks for its turn: their
        // start is over once they answer
        if (!inView(w.element) || !w._asked) w._done();
      }
      if (d.event === "error" && d.data && d.data.contextLost) w._park(true);
      if (d.event === "optionError") { w.optionErrors.push(d.data); warn(String(d.data && d.data.message)); }
      if (d.event === "error") warn(String(d.data && d.data.message));
      w._fire(d.event, d.data);
    } else {
      ignored++;
    }
  }

  var mismatched = {};
  function Handle(host, options) {
    var self = this, where = options.base != null ? options.base : base;
    if (where == null) throw new Error("Parlour: no site to load the widget from: call setBase(url) with the URL of "
        + "the folder holding embed.html, or give the base option");
    this._base = folder(where);
    this._origin = new URL(this._base).origin;
    var t = options.startTimeout == null ? START_TIMEOUT : Number(options.startTimeout);
    if (!(t > 0)) {
      warn("startTimeout is a time in milliseconds, such as 15000, not " + options.startTimeout + "; " + START_TIMEOUT + " it is");
      t = START_TIMEOUT;
    }
    this._timeout = t;
    this.element = host;
    this.options = options;
    // the running widget's version once it says it (its site's), the loader's until then
    this.version = VERSION;
    this._channel = "w" + (++seq) + Math.random().toString(36).slice(2, 10);
    this._calls = {};
    this._next = 1;
    this._on = {};
    this._failed = null;
    this.optionErrors = [];
    this._ready = [];
    this.ready = new Promise(function (res, rej) { self._ready = [res, rej]; });
    this.ready.catch(function () {});
    this._waitUp();
    this._words = WORDS[/^pl/i.test(options.lang || doc.documentElement.lang || navigator.language || "") ? "pl" : "en"];
    // the author's fallback content (a link for readers without scripts) is put aside while the widget runs, and
    // back if it fails or is destroyed
    this._fallback = doc.createDocumentFragment();
    while (host.firstChild) this._fallback.appendChild(host.firstChild);
    // the page's own text colour: readable on a light page and a dark one alike
    this._line = styled(doc.createElement("div"), {display: "flex", alignItems: "center", justifyContent: "center",
      height: "100%", minHeight: "2em", font: "14px sans-serif", color: "inherit"});
    host.appendChild(this._line);
    this._line.addEventListener("focus", function () { self._reached(); });
    host.setAttribute("data-parlour-state", "waiting");
    if (!listening) { win.addEventListener("message", onMessage); listening = true; }
    widgets.push(this);
    if (!sized(host)) {
      this._say(this._words.hidden);
      warn("the element for a " + (options.game || "game") + " widget is hidden or has no size (" + host.offsetWidth
          + "x" + host.offsetHeight + ")" + (win.ResizeObserver ? ": it starts when it gets one" : ""));
      if (!win.ResizeObserver) {
        this._restore();
        this._failed = new Error("the element is hidden or has no size");
        this._ready[1](this._failed);
        this._up[1](this._failed);
        return;
      }
      // a board in a closed tab or accordion (a display:none parent) waits, with no clock running, until it is shown
      this._hidden = new ResizeObserver(function () { if (sized(host)) self._shown(); });
      this._hidden.observe(host);
      return;
    }
    this._watch();
  }

  // whether an element is big enough to show a board in (a hidden one, display:none, measures 0x0)
  function sized(e) { return e.offsetWidth >= 40 && e.offsetHeight >= 40; }

  // the hidden element has a size now: it starts as any other (when in view), at once if a call waits for it
  Handle.prototype._shown = function () {
    this._hidden.disconnect();
    this._hidden = null;
    this._watch();
    if (this._wanted) this._start();
  };

  // the widget starts when its element comes into view (at once without an IntersectionObserver)
  Handle.prototype._watch = function () {
    this._say(this._words.waiting);
    this._line.tabIndex = 0;
    if (!lazy && win.IntersectionObserver) {
      lazy = new IntersectionObserver(function (entries) {
        entries.forEach(function (en) { if (en.isIntersecting) { var h = Parlour.of(en.target); if (h) h._start(); } });
      }, {rootMargin: "100px"});
    }
    if (lazy) lazy.observe(this.element); else this._start();
  };

  // the widget's start is over (first frame, failure, destroyed, parked): the next one's turn
  Handle.prototype._done = function () {
    var at = active.indexOf(this);
    if (at < 0) return;
    active.splice(at, 1);
    clearTimeout(this._turn);
    turns();
  };

  // gives the turn, when no widget has it, to the first in line that is in view (else the first in line: one scrolled
  // away holds up none in view) once its frame asks for it
  function turns() {
    var next = null, i;
    for (i = 0; i < active.length; i++) if (active[i]._given) return;
    for (i = 0; i < active.length && !next; i++) if (inView(active[i].element)) next = active[i];
    next = next || active[0];
    if (next && next._asked && next._frame) {
      next._given = true;
      next._turn = setTimeout(next._done.bind(next), TURN_LIMIT);
      // its startTimeout counts from now, when it may start, not while it waited its turn behind the others
      next._clock();
      next._frame.contentWindow.postMessage({parlour: 1, channel: next._channel, turn: true}, next._origin);
    }
  }

  Handle.prototype._say = function (text) { this._line.textContent = text; };

  // a board not running is in the page's Tab order however slow the page is to scroll it into view: the keyboard
  // reaching it starts it at once, brings it into view and hands the focus to its frame
  Handle.prototype._reached = function () {
    if (this._frame || this._gone || this._failed || this._hidden) return;
    this.element.scrollIntoView({block: "nearest"});
    this._start();
    if (this._frame) this._frame.focus();
  };

  // the author's fallback content back in the element, before the loader's line (which then takes only its own height)
  Handle.prototype._restore = function () {
    if (!this._fallback.firstChild) return;
    this._line.style.height = "auto";
    this.element.insertBefore(this._fallback, this.element.firstChild);
  };

  // _live: a promise of the running frame's ready, renewed when the widget is parked
  Handle.prototype._waitUp = function () {
    var self = this;
    this._isUp = false;
    this._live = new Promise(function (res, rej) { self._up = [res, rej]; });
    this._live.catch(function () {});
  };

  // the frame's first word (frame.js has run) and its site's version, which should be this loader's
  Handle.prototype._greet = function (version) {
    this._hello = true;
    this.version = version;
    if (version !== VERSION && !mismatched[this._base + " " + version]) {
      mismatched[this._base + " " + version] = true;
      warn("this loader is version " + VERSION + " but the widget at " + this._base + " is version " + version
          + ": load the loader from that folder (" + this._base + "parlour.js) to match");
    }
  };

  // the widget did not start: ready (and every waiting call) rejects with the message and the URL that failed, an
  // error event and the console say both (in English, for the page's author), and the element says so to the player
  // in the widget's language. Once up, a failure is only an error event.
  Handle.prototype._fail = function (message, url) {
    if (this._gone || this._failed) return;
    warn(message);
    if (this._isUp) { this._fire("error", {message: message, url: url}); return; }
    this._done();
    var err = new Error(message);
    err.url = url;
    this._failed = err;
    clearTimeout(this._timer);
    if (this._frame) { this._frame.remove(); this._frame = null; }
    if (lazy) lazy.unobserve(this.element);
    this._ready[1](err);
    this._up[1](err);
    for (var id in this._calls) this._calls[id][1](err);
    this._calls = {};
    this._line.onclick = null;
    this._line.removeAttribute("tabindex");
    this._line.style.display = "flex";
    // in the reader's language, with what failed to come (the same in every language) for the page's author
    this._say(this._words.failed + (url ? " " + url : ""));
    this._restore();
    this.element.setAttribute("data-parlour-state", "failed");
    this._fire("error", {message: message, url: url});
  };

  // the frame loaded but never said hello: embed.html is missing or is not Parlour's; its status where this page
  // may read it (same origin, or a site that allows it), else the URL alone
  Handle.prototype._silent = function (f, url) {
    var self = this;
    function fail(message) { if (self._frame === f && !self._hello) self._fail(message, url); }
    if (!win.fetch) { fail("could not load " + url); return; }
    win.fetch(url, {method: "HEAD", cache: "no-store"}).then(function (r) {
      fail(r.ok ? url + " is not Parlour's embed.html (it never ran frame.js)"
          : "could not load " + url + " (" + r.status + (r.statusText ? " " + r.statusText : "") + ")");
    }, function () {
      fail("could not load " + url + " (missing, or not Parlour's embed.html)");
    });
  };

  // parks the widget: its game is kept in its slot, its frame (and drawing context) let go; it starts again, with
  // that game, when back in view (or, if its context was lost in view, when clicked)
  Handle.prototype._park = function (lost) {
    var f = this._frame, self = this;
    if (!f || this._gone) return;
    this._frame = null;
    this._resume = true;
    this._done();
    clearTimeout(this._timer);
    this._waitUp();
    var end = function () { f.remove(); if (self._parking === f) self._parking = null; };
    this._parking = f;
    // still in the page for at most a second while it keeps its game; no longer one of the boards running
    f.setAttribute("data-parlour-leaving", "");
    if (lost) end(); else { this._call0(f, "keep", []).then(end, end); setTimeout(end, 1000); }
    this._line.style.display = "flex";
    this._line.tabIndex = 0;
    this.element.setAttribute("data-parlour-state", "parked");
    if (lost && this._visible) {
      this._say(this._words.lost);
      this._line.onclick = function () { self._line.onclick = null; self._start(); };
    } else {
      this._say(this._words.paused);
      if (lazy) lazy.observe(this.element);
    }
  };

  Handle.prototype._start = function () {
    if (this._frame || this._gone || this._failed) return;
    // a hidden one starts once shown
    if (this._hidden) { this._wanted = true; return; }
    // its frame loads now and waits for its turn, after those that came into view before it
    this._asked = false;
    this._given = false;
    active.push(this);
    if (lazy) lazy.unobserve(this.element);
    var running = widgets.filter(function (w) { return w._frame; });
    if (running.length >= Parlour.maxLive) {
      // measured now: the observer's word on what is in view may lag behind a fast scroll
      var away = running.filter(function (w) { return !inView(w.element); });
      away.sort(function (a, b) { return a._seenAt - b._seenAt; });
      if (away.length) away[0]._park(false);
    }
    var f = doc.createElement("iframe"), self = this, page = this._base + "embed.html";
    // its own autosave: the id option names the slot, else the page and the widget's place among this game's
    var o = {}, k, same = 0;
    for (k in this.options) if (!OWN[k]) o[k] = this.options[k];
    for (k = 0; k < widgets.indexOf(this); k++) if (widgets[k].options.game === this.options.game) same++;
    o.slot = this.options.id ? "id-" + this.options.id : location.pathname + "-" + this.options.game + "-" + same;
    // an author's id keeps the widget's game across reloads; a parked widget takes up its own again
    if (this.options.id || this._resume) o.resume = 1;
    // the page's language is the widget's, unless the author gave one (lang)
    if (!this.options.lang) o.pagelang = doc.documentElement.lang || navigator.language || "";
    // options sent at hello (post=1); turn=1: the frame waits its turn before its heavy work
    this._options = texts(o);
    f.src = page + "#parlour=" + this._channel + "&turn=1&post=1";
    f.title = "Parlour: " + (this._words[this.options.game] || this.options.game || this._words.game);
    styled(f, {display: "block", width: "100%", height: "100%", border: "0"});
    f.setAttribute("allow", "autoplay");
    // nothing waits for ever: a frame that loads without a word from frame.js, or a board not up in time, fails
    this._hello = false;
    f.addEventListener("load", function () {
      setTimeout(function () { if (self._frame === f && !self._hello) self._silent(f, page); }, HELLO_GRACE);
    });
    this._frame = f;
    this._clock();
    this._say("");
    this._line.style.display = "none";
    this._line.removeAttribute("tabindex");
    this._line.onclick = null;
    this.element.appendChild(f);
    this.element.setAttribute("data-parlour-state", "started");
    if (!seen && win.IntersectionObserver) {
      seen = new IntersectionObserver(function (entries) {
        entries.forEach(function (en) {
          var h = Parlour.of(en.target);
          if (h) { h._visible = en.isIntersecting; h._seenAt = Date.now(); if (!h._visible) h._away = true; }
        });
      });
    }
    if (seen) seen.observe(this.element);
  };

  // the frame now running has startTimeout from now to be up, else the widget fails naming its embed.html; one out of
  // view meanwhile (where the browser may run no frames) gets the time again, unless a call started it
  Handle.prototype._clock = function () {
    var self = this, f = this._frame;
    clearTimeout(this._timer);
    this._timer = setTimeout(function () {
      if (self._frame !== f || self._isUp) return;
      if (!self._byCall && (self._away || !inView(self.element))) { self._away = false; self._clock(); }
      else self._fail("the board did not start within " + self._timeout + " ms", self._base + "embed.html");
    }, this._timeout);
  };

  Handle.prototype._fire = function (type, data) {
    // the moves the board shows, while a review shows fewer than the game's: what diagram() draws
    if (type === "review") this._shown = data.shown < data.count ? data.shown : null;
    else if (type === "move" || type === "ready") this._shown = null;
    var list = (this._on[type] || []).slice();
    for (var i = 0; i < list.length; i++) {
      try { list[i].call(this, data, this); } catch (err) { if (win.console) console.error(err); }
    }
  };

  // a method call: a widget not started yet (out of view, or parked) starts now, a hidden one once shown; the call
  // waits for its ready, and rejects with its failure (at the latest startTimeout after it may start); before, if
  // given, is done to the running frame first
  Handle.prototype._call = function (method, args, before) {
    var self = this;
    if (this._gone) return Promise.reject(new Error("this widget was destroyed"));
    if (this._failed) return Promise.reject(this._failed);
    if (!this._frame) { this._byCall = true; this._start(); }
    return this._live.then(function () {
      if (!self._frame) return self._call(method, args, before);
      if (before) before(self._frame);
      return self._call0(self._frame, method, args);
    });
  };

  Handle.prototype._call0 = function (frame, method, args) {
    var self = this;
    return new Promise(function (res, rej) {
      var id = self._next++;
      self._calls[id] = [res, rej];
      frame.contentWindow.postMessage({parlour: 1, channel: self._channel, id: id, call: method, args: args}, self._origin);
    });
  };

  METHODS.forEach(function (m) {
    Handle.prototype[m] = function () { return this._call(m, Array.prototype.slice.call(arguments)); };
  });

  // a new game's options are the widget's from then on (its share links say them); one of another game starts afresh
  ["newGame", "setOptions"].forEach(function (m) {
    Handle.prototype[m] = function (options) {
      var self = this;
      return this._call(m, [options]).then(function (r) {
        var o = options && typeof options === "object" ? options : {};
        if (o.game != null) self._since = {};
        self._since = self._since || {};
        for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) self._since[k] = o[k];
        return r;
      });
    };
  });

  // a picture of the position: the frame's SVG text, or a PNG Blob drawn from it here (a 2D canvas: no WebGL needed)
  var DIAGRAM = {format: 1, size: 1, marks: 1, coordinates: 1};
  // diagram's options checked, as [format, size, coordinates, marks as JSON or null]; own: the other names taken
  function diagramOptions(o, own, what) {
    var k, format, size;
    if (typeof o !== "object") throw new Error(what + " takes an object of options, e.g. {format: \"png\", size: 400}");
    for (k in o) if (Object.prototype.hasOwnProperty.call(o, k) && !DIAGRAM[k] && !own[k])
      throw new Error(what + " has no option " + k + " (its options are " + Object.keys(DIAGRAM).concat(Object.keys(own)).join(", ") + ")");
    format = o.format == null ? "svg" : o.format;
    size = o.size == null ? 480 : o.size;
    if (format !== "svg" && format !== "png") throw new Error(what + "'s format is \"svg\" or \"png\", not " + JSON.stringify(format));
    if (typeof size !== "number" || size % 1 || size < 64 || size > 4096)
      throw new Error(what + "'s size is a whole number of pixels from 64 to 4096, not " + JSON.stringify(size));
    if (o.marks != null && !Array.isArray(o.marks))
      throw new Error(what + "'s marks are an array of marks, e.g. [{kind: \"ring\", at: \"b2\"}]");
    if (o.coordinates != null && typeof o.coordinates !== "boolean") throw new Error(what + "'s coordinates is true or false");
    return [format, size, o.coordinates === true, o.marks == null ? null : JSON.stringify(o.marks)];
  }
  // the board's own diagram is drawn as Parlour.diagram draws a save: its game's save text, at the move it shows, in
  // its theme or colours and language; the frame itself holds no diagram code, so its first frame does not pay for it
  Handle.prototype.diagram = function (options) {
    var o = options == null ? {} : options, self = this;
    try { diagramOptions(o, {}, "diagram"); } catch (err) { return Promise.reject(err); }
    return this.getPosition().then(function (save) {
      var look = {}, k;
      for (k in o) if (Object.prototype.hasOwnProperty.call(o, k)) look[k] = o[k];
      for (k in {theme: 1, colours: 1}) if (self.options[k] != null) look[k] = self.options[k];
      look.lang = self.options.lang || doc.documentElement.lang || navigator.language || "en";
      if (self._shown != null) look.moves = self._shown;
      return loneDiagram(save, look, "diagram");
    });
  };
  // a diagram with no board on the page, of a save's text or a friend link: a hidden embed.html draws it, with no
  // board, no drawing context (no WebGL) and no slot, and goes
  var lone = {};
  function loneDiagram(position, options, what) {
    var o = options == null ? {} : options, a;
    what = what || "Parlour.diagram";
    try {
      if (typeof position !== "string" || !position) throw new Error("Parlour.diagram needs a position: a save's text or a friend link");
      a = diagramOptions(o, {lang: 1, theme: 1, colours: 1, moves: 1}, what);
      if (o.moves != null && (typeof o.moves !== "number" || o.moves % 1 || o.moves < 0))
        throw new Error(what + "'s moves is a whole number of the save's moves to show, not " + JSON.stringify(o.moves));
      if (!base) throw new Error("Parlour.diagram: the site's folder is not known: call Parlour.setBase(url) first");
      // a share link carries the save in its position parameter, base64url of its UTF-8
      var shared = /[?&]position=([A-Za-z0-9_-]+)/.exec(position);
      if (shared && position.indexOf("parlour-friend=") < 0) {
        try { position = decodeURIComponent(escape(atob(shared[1].replace(/-/g, "+").replace(/_/g, "/")))); }
        catch (err) { throw new Error("Parlour.diagram: the share link's position is damaged"); }
      }
    } catch (err) { return Promise.reject(err); }
    var sent = {diagram: "1", position: position, size: String(a[1]), coordinates: String(a[2])}, k;
    if (a[3]) sent.marks = a[3];
    if (o.moves != null) sent.moves = String(o.moves);
    for (k in {lang: 1, theme: 1, colours: 1}) if (o[k] != null) sent[k] = typeof o[k] === "object" ? JSON.stringify(o[k]) : String(o[k]);
    var f = doc.createElement("iframe"), channel = "d" + Math.random().toString(36).slice(2, 12), origin = new URL(base).origin;
    lone[channel] = 1;
    return new Promise(function (res, rej) {
      var timer = setTimeout(function () { heard(null, "Parlour.diagram: no diagram came from " + base + "embed.html within 30 s"); }, 30000);
      function heard(svg, why) {
        win.removeEventListener("message", listen);
        clearTimeout(timer);
        delete lone[channel];
        if (f.parentNode) f.parentNode.removeChild(f);
        if (why != null) rej(new Error(why)); else res(svg);
      }
      function listen(e) {
        var d = e.data;
        if (e.source !== f.contentWindow || e.origin !== origin || !d || d.parlour !== 1 || d.channel !== channel) return;
        if (typeof d.hello === "string") f.contentWindow.postMessage({parlour: 1, channel: channel, options: sent}, origin);
        else if ("diagram" in d) heard(d.diagram, d.why);
      }
      win.addEventListener("message", listen);
      f.src = base + "embed.html#parlour=" + channel + "&post=1";
      f.title = "Parlour: a diagram";
      f.tabIndex = -1;
      f.setAttribute("aria-hidden", "true");
      styled(f, {position: "absolute", left: "-10000px", top: "0", width: "1px", height: "1px", border: "0"});
      doc.body.appendChild(f);
    }).then(function (svg) { return a[0] === "svg" ? svg : png(svg); });
  }
  function png(svg) {
    return new Promise(function (res, rej) {
      var img = new Image();
      img.onload = function () {
        var c = document.createElement("canvas");
        c.width = img.naturalWidth;
        c.height = img.naturalHeight;
        c.getContext("2d").drawImage(img, 0, 0, c.width, c.height);
        c.toBlob(function (b) { if (b) res(b); else rej(new Error("this browser could not make the PNG")); }, "image/png");
      };
      img.onerror = function () { rej(new Error("this browser could not draw the diagram")); };
      img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
    });
  }

  // the board stepped through its game's moves (Left, Right, Home, End in a review or a viewOnly board): no move is
  // played, but the position shown, and so its diagram, changes
  EVENTS.push("review");

  // the frame takes the page's focus first: a board in a frame without it could not take the keyboard
  Handle.prototype.focus = function () {
    return this._call("focus", [], function (f) { f.focus(); });
  };

  // a link to embed.html showing this widget's game, options and position (base64url of the save text): the game and
  // size those on the board now, the other options the author's with those of later newGame/setOptions calls
  Handle.prototype.shareLink = function () {
    var opts = this.options, since = this._since || {}, page = this._base + "embed.html";
    return Promise.all([this.getPosition(), this.getState()]).then(function (now) {
      var text = now[0], s = now[1];
      var code = btoa(unescape(encodeURIComponent(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      var o = {}, k;
      // the position carries the marks
      for (k in opts) if (!OWN[k] && k !== "position" && k !== "viewOnly" && k !== "marks") o[k] = opts[k];
      for (k in since) o[k] = since[k];
      o.game = s.game;
      o.size = s.size || null;
      o.position = code;
      return new URL(page + "?" + query(o), location.href).href;
    });
  };

  // options changed on the running widget, its game kept (a new game only for game and the game's own options):
  // resolves {applied: [names], newGame: true or false}; a widget started again later (parked, say) keeps them
  Handle.prototype.set = function (options) {
    var self = this, given = options || {};
    return this._call("set", [given]).then(function (r) {
      for (var k in given) if (Object.prototype.hasOwnProperty.call(given, k)) self.options[k] = given[k];
      // a theme named alone replaces the page's colours
      if (given.theme != null && given.colours == null) delete self.options.colours;
      if (given.lang) self._words = WORDS[/^pl/i.test(given.lang) ? "pl" : "en"];
      return r;
    });
  };

  Handle.prototype.on = function (type, fn) {
    if (EVENTS.indexOf(type) < 0) throw new Error("Parlour: no event " + type + "; events are " + EVENTS.join(", "));
    (this._on[type] = this._on[type] || []).push(fn);
    return this;
  };

  Handle.prototype.off = function (type, fn) {
    var l = this._on[type] || [], i = l.indexOf(fn);
    if (i >= 0) l.splice(i, 1);
    return this;
  };

  Handle.prototype.destroy = function () {
    if (this._gone) return Promise.resolve();
    this._gone = true;
    clearTimeout(this._timer);
    this._done();
    if (this._hidden) { this._hidden.disconnect(); this._hidden = null; }
    if (lazy) lazy.unobserve(this.element);
    if (seen) seen.unobserve(this.element);
    if (this._frame) this._frame.remove();
    this._line.remove();
    this._restore();
    this.element.classList.remove("parlour-focused");
    this.element.removeAttribute("data-parlour-state");
    for (var id in this._calls) this._calls[id][1](new Error("this widget was destroyed"));
    this._calls = {};
    this._on = {};
    this._ready[1](new Error("this widget was destroyed"));
    this._up[1](new Error("this widget was destroyed"));
    widgets.splice(widgets.indexOf(this), 1);
    if (!widgets.length) {
      win.removeEventListener("message", onMessage);
      listening = false;
      if (lazy) { lazy.disconnect(); lazy = null; }
      if (seen) { seen.disconnect(); seen = null; }
    }
    return Promise.resolve();
  };

  // a friend elsewhere: the widget waits for their move, which the page passes in with play()
  EVENTS.push("friendWaiting");

  // friend links (#47): friendPage is the loader's own option, the page where a friend opens the game (else the
  // site's embed.html); on that page, a widget with friendPage takes up the game in the address's #parlour-friend=
  OWN.friendPage = 1;
  Handle.prototype.friendLink = function () {
    var to = this.options.friendPage;
    return this._call("friendLink", [to ? new URL(String(to), location.href).href : this._base + "embed.html"]);
  };
  Handle.prototype.openLink = function (url) { return this._call("openLink", [String(url)]); };
  function friendFragment(options) {
    if (options.friendPage && options.position == null && /[#&]parlour-friend=/.test(location.hash))
      options.position = location.href;
  }

  function scan(root) {
    if (!root.querySelectorAll) return;
    var list = root.querySelectorAll("[data-parlour-game]");
    if (root.hasAttribute && root.hasAttribute("data-parlour-game") && !Parlour.of(root)) Parlour.embed(root, {});
    for (var i = 0; i < list.length; i++) if (!Parlour.of(list[i])) Parlour.embed(list[i], {});
  }

  // the page's data-parlour-game elements become widgets: those there now, those added later
  function scanPage() {
    scan(doc.body);
    if (watcher) return;
    if (win.MutationObserver) {
      watcher = new MutationObserver(function (records) {
        records.forEach(function (r) { for (var i = 0; i < r.addedNodes.length; i++) scan(r.addedNodes[i]); });
      });
      watcher.observe(doc.body, {childList: true, subtree: true});
    }
  }

  var Parlour = {
    embed: function (target, options) {
      var host = el(target);
      if (!host) throw new Error("Parlour.embed: no element " + target);
      var o = dataOptions(host), had = Parlour.of(host), k;
      for (k in options || {}) if (Object.prototype.hasOwnProperty.call(options, k)) o[k] = options[k];
      if (had) {
        // the same options again change nothing: the live widget's handle; new ones are refused, never dropped
        for (k in o) if (String(o[k]) !== String(had.options[k])) {
          var err = new Error("Parlour.embed: " + describe(host) + " already has a widget, so its option " + k
              + " was not applied: use Parlour.of(element) to drive that widget, or destroy() it first and embed again");
          if (win.console) console.error(err.message);
          throw err;
        }
        return had;
      }
      friendFragment(o);
      return new Handle(host, o);
    },
    of: function (element) {
      var host = el(element);
      for (var i = 0; i < widgets.length; i++) if (widgets[i].element === host) return widgets[i];
      return null;
    },
    widgets: function () { return widgets.slice(); },
    diagram: function (position, options) { return loneDiagram(position, options); },
    ignored: function () { return ignored; },
    // boards running at once: past this, starting one parks the board out of view longest (its game kept)
    maxLive: 10,
    version: VERSION,
    // the folder holding embed.html (an absolute URL ending in "/"), null until known
    base: null,
    // where the widgets come from; from then on the page's data-parlour-game elements become widgets too
    setBase: function (url) {
      base = folder(url);
      Parlour.base = base;
      // the elements above a classic script are widgets at once; the rest when the page is parsed
      if (doc.body) scanPage();
      if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", scanPage);
      return Parlour;
    }
  };
  // <parlour-board game="dots" size="5x5" p2="ai:easy">: a widget as an HTML element. Its attributes are the data-
  // options without "data-" (view-only for viewOnly; data-id names the slot, as id is the element's own), changed
  // later on the running widget; its properties are the handle's methods and ready; its events are DOM events on it
  // (detail: the event's data; they do not bubble). Moved in the page, it keeps its game.
  var OPTION_ATTRIBUTES = ["game", "size", "flying", "doublemill", "drawafter", "blocked", "clock", "board",
    "adjacency", "mode", "k", "p1", "p2", "first", "theme", "colours", "sound", "speed", "view-only", "position",
    "puzzle", "marks", "lang", "debug", "base", "start-timeout"];
  Parlour.define = function (name) {
    var tag = name || "parlour-board";
    if (!win.customElements || !win.Reflect || win.customElements.get(tag)) return Parlour;
    function Board() { return Reflect.construct(win.HTMLElement, [], Board); }
    Board.prototype = Object.create(win.HTMLElement.prototype);
    Board.prototype.constructor = Board;
    Object.setPrototypeOf(Board, win.HTMLElement);
    Object.defineProperty(Board, "observedAttributes", {get: function () { return OPTION_ATTRIBUTES; }});
    Board.prototype._made = function () {
      var self = this;
      if (!this._made$) this._made$ = new Promise(function (res) { self._gotHandle = res; });
      return this._made$;
    };
    Board.prototype.connectedCallback = function () {
      var self = this;
      this._made();
      if (this.handle) { if (!this.handle._frame && this.handle._resume) this.handle._start(); return; }
      if (win.getComputedStyle(this).display === "inline") this.style.display = "block";
      var o = {};
      OPTION_ATTRIBUTES.forEach(function (a) { if (self.hasAttribute(a)) o[camel(a)] = self.getAttribute(a); });
      var h;
      try { h = Parlour.embed(this, o); } catch (err) { warn(err.message); return; }
      this.handle = h;
      EVENTS.forEach(function (type) {
        h.on(type, function (data) { self.dispatchEvent(new CustomEvent(type, {detail: data})); });
      });
      this._gotHandle(h);
    };
    // taken out of the page: its frame is gone, its game kept in its slot; put back, it takes that game up again
    Board.prototype.disconnectedCallback = function () {
      var h = this.handle;
      if (h && h._frame && !h._gone) h._park(true);
    };
    Board.prototype.attributeChangedCallback = function (name, was, now) {
      var h = this.handle;
      if (!h || was === now || now == null) return;
      var key = camel(name), call;
      if (key === "position") call = h.setPosition(now);
      else if (key === "puzzle") call = h.setPuzzle(now);
      else if (key === "marks") {
        try { call = h.setMarks(JSON.parse(now)); }
        catch (err) { warn("<" + tag + "> marks=\"" + now + "\" is not a JSON array of marks: " + err.message); return; }
      }
      else { var o = {}; o[key] = now; call = h.set(o); }
      call.catch(function (err) { warn("<" + tag + "> " + name + "=\"" + now + "\": " + err.message); });
    };
    Object.defineProperty(Board.prototype, "ready", {get: function () {
      return this._made().then(function (h) { return h.ready; });
    }});
    METHODS.concat(["focus", "shareLink", "set", "destroy", "diagram"]).forEach(function (m) {
      Board.prototype[m] = function () {
        var args = arguments;
        return this._made().then(function (h) { return h[m].apply(h, args); });
      };
    });
    win.customElements.define(tag, Board);
    return Parlour;
  };
  if (siteBase != null) Parlour.setBase(siteBase).define();
  return Parlour;
}
// parlourLoader end
})();
