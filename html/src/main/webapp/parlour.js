/* Parlour's loader for page authors: turns data-parlour-game elements (and Parlour.embed calls) into
   widgets, each in its own iframe of embed.html, and gives the page a handle per widget (methods as
   Promises, events as objects) over a checked postMessage channel. Plain JavaScript, no dependencies. */
(function (win, doc) {
  "use strict";
  if (win.Parlour) return;
  var script = doc.currentScript, base = script ? script.src.replace(/[^\/?#]*([?#].*)?$/, "") : "";
  var origin = new URL(base || ".", location.href).origin;
  var widgets = [], seq = 0, ignored = 0, listening = false, lazy = null, watcher = null, seen = null;
  var EVENTS = ["ready", "move", "turn", "gameOver", "illegalMove", "optionError", "error"];
  var METHODS = ["newGame", "play", "undo", "redo", "getState", "getPosition", "setPosition", "setOptions"];

  function inView(e) {
    var r = e.getBoundingClientRect(), h = win.innerHeight || doc.documentElement.clientHeight,
        w = win.innerWidth || doc.documentElement.clientWidth;
    return r.bottom > 0 && r.right > 0 && r.top < h && r.left < w;
  }
  // what the loader itself says in the page, in the widget's language (its lang option, else the page's)
  var WORDS = {
    en: {hidden: "Parlour cannot show a game here: this element is hidden or has no size (give it a width and a height).",
      waiting: "Parlour: waiting to start until this board scrolls into view",
      lost: "Parlour: this board lost its drawing context (too many boards at once). Click to show it again.",
      paused: "Parlour: this board was paused to leave room for the others; its game goes on when it is back in view.",
      dots: "Dots and Boxes", morris6: "Six Men's Morris", morris9: "Nine Men's Morris", arrows: "Arrows", gone: "Gone"},
    pl: {hidden: "Parlour nie może tu pokazać gry: ten element jest ukryty albo nie ma rozmiaru (nadaj mu szerokość i wysokość).",
      waiting: "Parlour: gra wystartuje, gdy ta plansza pojawi się na ekranie",
      lost: "Parlour: ta plansza straciła kontekst rysowania (zbyt wiele plansz naraz). Kliknij, aby pokazać ją ponownie.",
      paused: "Parlour: ta plansza jest wstrzymana, by zrobić miejsce innym; jej gra toczy się dalej, gdy wróci na ekran.",
      dots: "Kropki i kwadraty", morris6: "Młynek sześciopionkowy", morris9: "Młynek (dziewięć pionków)",
      arrows: "Swawolne strzały", gone: "Gone"}
  };
  function el(x) { return typeof x === "string" ? doc.querySelector(x) : x; }
  function warn(msg) { if (win.console) console.warn("Parlour: " + msg); }

  // options from data- attributes: data-parlour-game="dots" data-size="3x3" -> {game: "dots", size: "3x3"}
  function dataOptions(host) {
    var o = {}, a = host.attributes;
    for (var i = 0; i < a.length; i++) {
      var n = a[i].name;
      if (n === "data-parlour-game") o.game = a[i].value;
      else if (n === "data-viewonly") o.viewOnly = a[i].value;
      // data-view-only -> viewOnly, as the element's dataset names it
      else if (n.indexOf("data-") === 0 && n !== "data-parlour-state")
        o[n.substring(5).replace(/-([a-z])/g, function (m, c) { return c.toUpperCase(); })] = a[i].value;
    }
    return o;
  }

  function query(options) {
    var q = [];
    for (var k in options) if (Object.prototype.hasOwnProperty.call(options, k) && options[k] != null) {
      q.push(encodeURIComponent(k) + "=" + encodeURIComponent(String(options[k])));
    }
    return q.join("&");
  }

  function onMessage(e) {
    var d = e.data, w = null;
    for (var i = 0; i < widgets.length; i++) {
      var f = widgets[i]._frame || widgets[i]._parking;
      if (f && e.source === f.contentWindow) w = widgets[i];
    }
    if (!w || e.origin !== origin || !d || typeof d !== "object" || d.parlour !== 1 || d.channel !== w._channel) {
      if (d && d.parlour === 1) ignored++;
      return;
    }
    if (typeof d.reply === "number" && w._calls[d.reply]) {
      var c = w._calls[d.reply];
      delete w._calls[d.reply];
      if (d.ok === true) c[0](d.result); else c[1](new Error(String(d.error)));
    } else if (typeof d.event === "string" && EVENTS.indexOf(d.event) >= 0) {
      if (d.event === "ready") { w._ready[0](w); w._up[0](w); }
      if (d.event === "error" && d.data && d.data.contextLost) w._park(true);
      if (d.event === "optionError") { w.optionErrors.push(d.data); warn(String(d.data && d.data.message)); }
      if (d.event === "error") warn(String(d.data && d.data.message));
      w._fire(d.event, d.data);
    } else {
      ignored++;
    }
  }

  function Handle(host, options) {
    var self = this;
    this.element = host;
    this.options = options;
    this._channel = "w" + (++seq) + Math.random().toString(36).slice(2, 10);
    this._calls = {};
    this._next = 1;
    this._on = {};
    this.optionErrors = [];
    this._ready = [];
    this.ready = new Promise(function (res, rej) { self._ready = [res, rej]; });
    this.ready.catch(function () {});
    this._waitUp();
    this._words = WORDS[/^pl/i.test(options.lang || doc.documentElement.lang || navigator.language || "") ? "pl" : "en"];
    this._line = doc.createElement("div");
    this._line.setAttribute("style", "display:flex;align-items:center;justify-content:center;height:100%;min-height:2em;font:14px sans-serif;color:#555");
    host.appendChild(this._line);
    host.setAttribute("data-parlour-state", "waiting");
    if (!listening) { win.addEventListener("message", onMessage); listening = true; }
    widgets.push(this);
    if (host.offsetWidth < 40 || host.offsetHeight < 40) {
      this._say(this._words.hidden);
      warn("the element for a " + (options.game || "game") + " widget is hidden or has no size (" + host.offsetWidth + "x" + host.offsetHeight + ")");
      this._ready[1](new Error("the element is hidden or has no size"));
      return;
    }
    this._say(this._words.waiting);
    if (!lazy && win.IntersectionObserver) {
      lazy = new IntersectionObserver(function (entries) {
        entries.forEach(function (en) { if (en.isIntersecting) { var h = Parlour.of(en.target); if (h) h._start(); } });
      }, {rootMargin: "100px"});
    }
    if (lazy) lazy.observe(host); else this._start();
  }

  Handle.prototype._say = function (text) { this._line.textContent = text; };

  // _live: a promise of the running frame's ready, renewed when the widget is parked
  Handle.prototype._waitUp = function () {
    var self = this;
    this._live = new Promise(function (res, rej) { self._up = [res, rej]; });
    this._live.catch(function () {});
  };

  // parks the widget: its game is kept in its slot, its frame (and drawing context) let go; it starts again, with
  // that game, when back in view (or, if its context was lost in view, when clicked)
  Handle.prototype._park = function (lost) {
    var f = this._frame, self = this;
    if (!f || this._gone) return;
    this._frame = null;
    this._resume = true;
    this._waitUp();
    var end = function () { f.remove(); if (self._parking === f) self._parking = null; };
    this._parking = f;
    // still in the page for at most a second while it keeps its game; no longer one of the boards running
    f.setAttribute("data-parlour-leaving", "");
    if (lost) end(); else { this._call0(f, "keep", []).then(end, end); setTimeout(end, 1000); }
    this._line.style.display = "flex";
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
    if (this._frame || this._gone) return;
    if (lazy) lazy.unobserve(this.element);
    var running = widgets.filter(function (w) { return w._frame; });
    if (running.length >= Parlour.maxLive) {
      // measured now: the observer's word on what is in view may lag behind a fast scroll
      var away = running.filter(function (w) { return !inView(w.element); });
      away.sort(function (a, b) { return a._seenAt - b._seenAt; });
      if (away.length) away[0]._park(false);
    }
    var f = doc.createElement("iframe");
    // its own autosave: the id option names the slot, else the page and the widget's place among this game's
    var o = {}, k, same = 0;
    for (k in this.options) if (k !== "id") o[k] = this.options[k];
    for (k = 0; k < widgets.indexOf(this); k++) if (widgets[k].options.game === this.options.game) same++;
    o.slot = this.options.id ? "id-" + this.options.id : location.pathname + "-" + this.options.game + "-" + same;
    // an author's id keeps the widget's game across reloads; a parked widget takes up its own again
    if (this.options.id || this._resume) o.resume = 1;
    // the page's language is the widget's, unless the author gave one (lang)
    if (!this.options.lang) o.pagelang = doc.documentElement.lang || navigator.language || "";
    f.src = base + "embed.html?" + query(o) + "#parlour=" + this._channel;
    f.title = "Parlour: " + (this._words[this.options.game] || this.options.game || "game");
    f.setAttribute("style", "display:block;width:100%;height:100%;border:0");
    f.setAttribute("allow", "autoplay");
    this._say("");
    this._line.style.display = "none";
    this._frame = f;
    this._line.onclick = null;
    this.element.appendChild(f);
    this.element.setAttribute("data-parlour-state", "started");
    if (!seen && win.IntersectionObserver) {
      seen = new IntersectionObserver(function (entries) {
        entries.forEach(function (en) {
          var h = Parlour.of(en.target);
          if (h) { h._visible = en.isIntersecting; h._seenAt = Date.now(); }
        });
      });
    }
    if (seen) seen.observe(this.element);
  };

  Handle.prototype._fire = function (type, data) {
    var list = (this._on[type] || []).slice();
    for (var i = 0; i < list.length; i++) {
      try { list[i].call(this, data, this); } catch (err) { if (win.console) console.error(err); }
    }
  };

  Handle.prototype._call = function (method, args) {
    var self = this;
    if (this._gone) return Promise.reject(new Error("this widget was destroyed"));
    return this.ready.then(function () {
      if (!self._frame) self._start();
      return self._live;
    }).then(function () { return self._call0(self._frame, method, args); });
  };

  Handle.prototype._call0 = function (frame, method, args) {
    var self = this;
    return new Promise(function (res, rej) {
      var id = self._next++;
      self._calls[id] = [res, rej];
      frame.contentWindow.postMessage({parlour: 1, channel: self._channel, id: id, call: method, args: args}, origin);
    });
  };

  METHODS.forEach(function (m) {
    Handle.prototype[m] = function () { return this._call(m, Array.prototype.slice.call(arguments)); };
  });

  Handle.prototype.focus = function () {
    var self = this;
    return this._call("focus", []).then(function (r) { self._frame.focus(); return r; });
  };

  // a link to embed.html showing this widget's game, options and position (base64url of the save text)
  Handle.prototype.shareLink = function () {
    var opts = this.options;
    return this.getPosition().then(function (text) {
      var code = btoa(unescape(encodeURIComponent(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      var o = {};
      for (var k in opts) if (k !== "id" && k !== "position" && k !== "viewOnly") o[k] = opts[k];
      o.position = code;
      return new URL(base + "embed.html?" + query(o), location.href).href;
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
    if (lazy) lazy.unobserve(this.element);
    if (seen) seen.unobserve(this.element);
    if (this._frame) this._frame.remove();
    this._line.remove();
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

  function scan(root) {
    if (!root.querySelectorAll) return;
    var list = root.querySelectorAll("[data-parlour-game]");
    if (root.hasAttribute && root.hasAttribute("data-parlour-game")) Parlour.embed(root, {});
    for (var i = 0; i < list.length; i++) Parlour.embed(list[i], {});
  }

  var Parlour = {
    embed: function (target, options) {
      var host = el(target);
      if (!host) throw new Error("Parlour.embed: no element " + target);
      var had = Parlour.of(host);
      if (had) return had;
      var o = dataOptions(host);
      for (var k in options || {}) if (Object.prototype.hasOwnProperty.call(options, k)) o[k] = options[k];
      return new Handle(host, o);
    },
    of: function (element) {
      var host = el(element);
      for (var i = 0; i < widgets.length; i++) if (widgets[i].element === host) return widgets[i];
      return null;
    },
    widgets: function () { return widgets.slice(); },
    ignored: function () { return ignored; },
    // boards running at once: past this, starting one parks the board out of view longest (its game kept)
    maxLive: 10,
    base: base
  };
  win.Parlour = Parlour;

  function start() {
    scan(doc.body);
    if (watcher) return;
    if (win.MutationObserver) {
      watcher = new MutationObserver(function (records) {
        records.forEach(function (r) { for (var i = 0; i < r.addedNodes.length; i++) scan(r.addedNodes[i]); });
      });
      watcher.observe(doc.body, {childList: true, subtree: true});
    }
  }
  // the elements above this script are widgets at once; the rest when the page is parsed
  if (doc.body) start();
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
})(window, document);
