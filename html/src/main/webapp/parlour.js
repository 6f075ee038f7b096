/* Parlour's loader for page authors: turns data-parlour-game elements (and Parlour.embed calls) into
   widgets, each in its own iframe of embed.html, and gives the page a handle per widget (methods as
   Promises, events as objects) over a checked postMessage channel. Plain JavaScript, no dependencies. */
(function (win, doc) {
  "use strict";
  if (win.Parlour) return;
  var script = doc.currentScript, base = script ? script.src.replace(/[^\/?#]*([?#].*)?$/, "") : "";
  var origin = new URL(base || ".", location.href).origin;
  var widgets = [], seq = 0, ignored = 0, listening = false, lazy = null, watcher = null;
  var EVENTS = ["ready", "move", "turn", "gameOver", "illegalMove", "optionError", "error"];
  var METHODS = ["newGame", "play", "undo", "redo", "getState", "getPosition", "setPosition", "setOptions"];

  function el(x) { return typeof x === "string" ? doc.querySelector(x) : x; }
  function warn(msg) { if (win.console) console.warn("Parlour: " + msg); }

  // options from data- attributes: data-parlour-game="dots" data-size="3x3" -> {game: "dots", size: "3x3"}
  function dataOptions(host) {
    var o = {}, a = host.attributes;
    for (var i = 0; i < a.length; i++) {
      var n = a[i].name;
      if (n === "data-parlour-game") o.game = a[i].value;
      else if (n.indexOf("data-") === 0 && n !== "data-parlour-state") o[n.substring(5)] = a[i].value;
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
    for (var i = 0; i < widgets.length; i++) if (widgets[i]._frame && e.source === widgets[i]._frame.contentWindow) w = widgets[i];
    if (!w || e.origin !== origin || !d || typeof d !== "object" || d.parlour !== 1 || d.channel !== w._channel) {
      if (d && d.parlour === 1) ignored++;
      return;
    }
    if (typeof d.reply === "number" && w._calls[d.reply]) {
      var c = w._calls[d.reply];
      delete w._calls[d.reply];
      if (d.ok === true) c[0](d.result); else c[1](new Error(String(d.error)));
    } else if (typeof d.event === "string" && EVENTS.indexOf(d.event) >= 0) {
      if (d.event === "ready") w._ready[0](w);
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
    this._line = doc.createElement("div");
    this._line.setAttribute("style", "display:flex;align-items:center;justify-content:center;height:100%;min-height:2em;font:14px sans-serif;color:#555");
    host.appendChild(this._line);
    host.setAttribute("data-parlour-state", "waiting");
    if (!listening) { win.addEventListener("message", onMessage); listening = true; }
    widgets.push(this);
    if (host.offsetWidth < 40 || host.offsetHeight < 40) {
      this._say("Parlour cannot show a game here: this element is hidden or has no size (give it a width and a height).");
      warn("the element for a " + (options.game || "game") + " widget is hidden or has no size (" + host.offsetWidth + "x" + host.offsetHeight + ")");
      this._ready[1](new Error("the element is hidden or has no size"));
      return;
    }
    this._say("Parlour: waiting to start until this board scrolls into view");
    if (!lazy && win.IntersectionObserver) {
      lazy = new IntersectionObserver(function (entries) {
        entries.forEach(function (en) { if (en.isIntersecting) { var h = Parlour.of(en.target); if (h) h._start(); } });
      }, {rootMargin: "100px"});
    }
    if (lazy) lazy.observe(host); else this._start();
  }

  Handle.prototype._say = function (text) { this._line.textContent = text; };

  Handle.prototype._start = function () {
    if (this._frame || this._gone) return;
    if (lazy) lazy.unobserve(this.element);
    var f = doc.createElement("iframe");
    // its own autosave: the id option names the slot, else the page and the widget's place among this game's
    var o = {}, k, same = 0;
    for (k in this.options) if (k !== "id") o[k] = this.options[k];
    for (k = 0; k < widgets.indexOf(this); k++) if (widgets[k].options.game === this.options.game) same++;
    o.slot = this.options.id ? "id-" + this.options.id : location.pathname + "-" + this.options.game + "-" + same;
    f.src = base + "embed.html?" + query(o) + "#parlour=" + this._channel;
    f.title = "Parlour: " + (this.options.game || "game");
    f.setAttribute("style", "display:block;width:100%;height:100%;border:0");
    f.setAttribute("allow", "autoplay");
    this._say("");
    this._line.style.display = "none";
    this._frame = f;
    this.element.appendChild(f);
    this.element.setAttribute("data-parlour-state", "started");
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
      return new Promise(function (res, rej) {
        var id = self._next++;
        self._calls[id] = [res, rej];
        self._frame.contentWindow.postMessage({parlour: 1, channel: self._channel, id: id, call: method, args: args}, origin);
      });
    });
  };

  METHODS.forEach(function (m) {
    Handle.prototype[m] = function () { return this._call(m, Array.prototype.slice.call(arguments)); };
  });

  Handle.prototype.focus = function () {
    var self = this;
    return this.ready.then(function () { self._frame.focus(); return self._call("focus", []); });
  };

  // a link to embed.html showing this widget's game, options and position (base64url of the save text)
  Handle.prototype.shareLink = function () {
    var opts = this.options;
    return this.getPosition().then(function (text) {
      var code = btoa(unescape(encodeURIComponent(text))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      var o = {};
      for (var k in opts) if (k !== "id" && k !== "position") o[k] = opts[k];
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
    if (this._frame) this._frame.remove();
    this._line.remove();
    this.element.removeAttribute("data-parlour-state");
    for (var id in this._calls) this._calls[id][1](new Error("this widget was destroyed"));
    this._calls = {};
    this._on = {};
    this._ready[1](new Error("this widget was destroyed"));
    widgets.splice(widgets.indexOf(this), 1);
    if (!widgets.length) {
      win.removeEventListener("message", onMessage);
      listening = false;
      if (lazy) { lazy.disconnect(); lazy = null; }
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
