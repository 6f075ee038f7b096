/* Parlour @project.version@: boards for a page of lessons or puzzles, made of the page API alone (include it after
   parlour.js). ParlourBoards.add(element, options) embeds a widget in the element and puts under it a line that shows
   what its puzzle tells (the puzzle's title, a wrong move and why, how it was solved) and any problem with its
   options. The line is not a live region: the widget says each of these itself, and a screen reader would hear it
   twice. */
(function () {
  "use strict";
  // the line's words, one template a sentence, in English and Polish: {0}.. the values, {n|one|few|many} a count's word
  var WORDS = {
    en: {started: "Puzzle {0} of {1}: {2} (difficulty {3} of 5).", wrong: "{0} is wrong: {1}",
      solved: "Solved in {0} {0|try|tries|tries}.", solvedHinted: "Solved in {0} {0|try|tries|tries} with {1} {1|hint|hints|hints}.",
      hint: "Hint: {0}", right: "Right: {0}"},
    pl: {started: "Zagadka {0} z {1}: {2} (trudność {3} z 5).", wrong: "{0} to zły ruch: {1}",
      solved: "Rozwiązana w {0} {0|próbie|próbach|próbach}.",
      solvedHinted: "Rozwiązana w {0} {0|próbie|próbach|próbach}, z {1} {1|podpowiedzią|podpowiedziami|podpowiedziami}.",
      hint: "Podpowiedź: {0}", right: "Dobrze: {0}"}
  };
  // the form of a count's word: one, few (Polish 2-4, but not 12-14) or many
  function form(n, forms, pl) {
    if (n === 1) return forms[0];
    if (!pl) return forms[1];
    return n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? forms[1] : forms[2];
  }
  function say(lang, key, values) {
    var pl = lang === "pl";
    return WORDS[lang][key].replace(/\{(\d)(?:\|([^}]*))?\}/g, function (all, i, forms) {
      return forms ? form(values[i], forms.split("|"), pl) : values[i];
    });
  }
  // the words of a puzzle event, as the line under its board shows them, in the board's language
  function told(lang, e) {
    if (e.result === "started") return say(lang, "started", [e.number, e.count, e.title, e.difficulty]);
    if (e.result === "wrong") return say(lang, "wrong", [e.move, e.reason]);
    if (e.result === "solved") return say(lang, e.hints ? "solvedHinted" : "solved", [e.tries, e.hints]);
    return say(lang, e.result === "hint" ? "hint" : "right", [e.move]);
  }
  // the board's language as the widget chooses it: its lang option, else the page's, else the browser's
  function language(options) {
    return /^pl/i.test(options.lang || document.documentElement.lang || navigator.language || "") ? "pl" : "en";
  }
  window.ParlourBoards = {
    /** A widget with these options in the element, its line under it; returns the widget's handle. */
    add: function (element, options) {
      var said = document.createElement("p");
      said.className = "parlour-said";
      element.parentNode.insertBefore(said, element.nextSibling);
      var handle = Parlour.embed(element, options);
      var lang = language(options);
      handle.on("puzzle", function (e) { said.textContent = told(lang, e); });
      handle.on("optionError", function (e) { said.textContent = e.option + ": " + e.message; });
      return handle;
    }
  };
})();
