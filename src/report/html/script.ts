/**
 * The one script of the pages: finding filters by severity and lens, and open/close-all buttons for
 * collapsible blocks. It reads values only through `dataset` and writes only `hidden`,
 * `aria-pressed` and `textContent`: it never builds markup, so no value from the page can become code.
 */
export const PAGE_SCRIPT = `
(function () {
  'use strict';
  var hidden = { severity: new Set(), lens: new Set() };
  var findings = Array.prototype.slice.call(document.querySelectorAll('.finding'));
  var counter = document.getElementById('shown-count');
  function apply() {
    var shown = 0;
    findings.forEach(function (f) {
      var hide = hidden.severity.has(f.dataset.severity) || hidden.lens.has(f.dataset.lens);
      f.hidden = hide;
      if (!hide) shown++;
    });
    document.querySelectorAll('.file').forEach(function (file) {
      file.hidden = file.querySelector('.finding:not([hidden])') === null;
    });
    if (counter) counter.textContent = shown + ' of ' + findings.length + ' shown';
  }
  document.querySelectorAll('button[data-filter]').forEach(function (button) {
    button.addEventListener('click', function () {
      var set = hidden[button.dataset.filter];
      if (!set) return;
      var value = button.dataset.value;
      if (set.has(value)) set.delete(value); else set.add(value);
      button.setAttribute('aria-pressed', set.has(value) ? 'false' : 'true');
      apply();
    });
  });
  document.querySelectorAll('button[data-details]').forEach(function (button) {
    button.addEventListener('click', function () {
      var scope = button.closest('[data-details-scope]') || document;
      var open = button.dataset.details === 'open';
      scope.querySelectorAll('details').forEach(function (d) { d.open = open; });
    });
  });
  apply();
})();
`;
