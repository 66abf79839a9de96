import { trusted } from './markup';

/**
 * Constant script for the buttons: "copy" puts a repro command on the clipboard (falling back to selecting it,
 * as a page opened from file:// may not be granted the clipboard); "print" prints, and the print stylesheet
 * keeps the checklist.
 */
export const PAGE_ACTIONS_SCRIPT = trusted(`
(function () {
  document.querySelectorAll('button.copy').forEach(function (button) {
    button.addEventListener('click', function () {
      var command = button.closest('.repro').querySelector('pre.command');
      var text = command.textContent;
      function selected() {
        var range = document.createRange();
        range.selectNodeContents(command);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        button.textContent = 'selected: press Ctrl+C';
      }
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(function () { button.textContent = 'copied'; }, selected);
      } else {
        selected();
      }
    });
  });
  document.querySelectorAll('button.print').forEach(function (button) {
    button.addEventListener('click', function () { window.print(); });
  });
})();
`);
