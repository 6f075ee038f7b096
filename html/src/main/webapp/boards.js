/* Parlour @project.version@: boards for a page of lessons or puzzles, made of the page API alone (include it after
   parlour.js). ParlourBoards.add(element, options) embeds a widget in the element and puts under it a line, read out
   by screen readers, that says what its puzzle tells (the puzzle's title, a wrong move and why, how it was solved)
   and any problem with its options. */
(function () {
  "use strict";
  // the words of a puzzle event, as the line under its board shows them
  function told(e) {
    if (e.result === "started") return "Puzzle " + e.number + " of " + e.count + ": " + e.title + " (difficulty "
        + e.difficulty + " of 5).";
    if (e.result === "wrong") return e.move + " is wrong: " + e.reason;
    if (e.result === "solved") return "Solved in " + e.tries + (e.tries === 1 ? " try" : " tries")
        + (e.hints ? " with " + e.hints + (e.hints === 1 ? " hint." : " hints.") : ".");
    return (e.result === "hint" ? "Hint: " : "Right: ") + e.move;
  }
  window.ParlourBoards = {
    /** A widget with these options in the element, its line under it; returns the widget's handle. */
    add: function (element, options) {
      var said = document.createElement("p");
      said.className = "parlour-said";
      said.setAttribute("aria-live", "polite");
      element.parentNode.insertBefore(said, element.nextSibling);
      var handle = Parlour.embed(element, options);
      handle.on("puzzle", function (e) { said.textContent = told(e); });
      handle.on("optionError", function (e) { said.textContent = e.option + ": " + e.message; });
      return handle;
    }
  };
})();
